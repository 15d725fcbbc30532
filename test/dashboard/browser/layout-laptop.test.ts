// Every route at a laptop's width (1,280 px): no page wider than the screen, each table row's action in
// view (wide tables scroll beneath it), button labels on one line, controls side by side of one height,
// targets of 24 px, every control named.
import { walkLayoutAt } from '../../helpers/layout-walk.js';

await walkLayoutAt(1280);
