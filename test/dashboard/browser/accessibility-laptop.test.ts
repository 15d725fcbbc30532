// On a laptop: axe-core finds nothing serious or critical on any route or state, in
// either theme.
import t from 'tap';
import { axeEveryRoute } from '../../helpers/accessibility.js';

await axeEveryRoute(t, 'laptop', { viewport: { width: 1280, height: 800 } });
