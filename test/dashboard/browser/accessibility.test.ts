// On a phone: axe-core finds nothing serious or critical on any route or state, in
// either theme (every control named in the 64 px icon strip too).
import t from 'tap';
import { axeEveryRoute } from '../../helpers/accessibility.js';

await axeEveryRoute(t, 'phone', { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
