// Every route at a phone's width (360 px): no page wider than the screen, tables as cards with each row's
// action in view, button labels on one line, controls side by side of one height, targets of 24 px (44 px
// for primary buttons), every control named.
import { walkLayoutAt } from '../../helpers/layout-walk.js';

await walkLayoutAt(360);
