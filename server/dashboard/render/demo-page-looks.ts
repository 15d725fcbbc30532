// What the dashboard lends the stand-in's Demo-Discord page when demo mode mounts it on the dashboard:
// its stylesheet, its theme form (the design chosen there holds on the dashboard too), and the island
// that lets the page follow new messages, with its boot script. The composition hands these over; the
// stand-in imports nothing of the dashboard or its views.
import { createElement } from 'react';
import { standaloneIsland } from '../../../views/island.js';
import { DemoFollowIsland } from '../../../views/islands.js';
import { themeRoute } from '../routes/public/theme.js';
import type { Manifest } from './manifest.js';

export const demoPageLooks = (manifest: Manifest) => ({
  cssHref: manifest.css,
  themeAction: themeRoute.path,
  follow: (props: { label: string; every: number }) =>
    standaloneIsland(manifest, createElement(DemoFollowIsland, props)),
});
