// What the dashboard lends the stand-in's Demo-Discord page when demo mode mounts it on the dashboard:
// its stylesheet, delivered as its own pages get it (stylesheet.ts: a first visit carries the rules the
// page's markup uses inline, the page's own rules beside them, and links both files afterwards), its
// theme form (the design chosen there holds on the dashboard too), and the island that lets the page
// follow new messages, with its boot script. The composition hands these over; the stand-in imports
// nothing of the dashboard or its views.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { Stylesheets } from '../../../views/Document.js';
import { standaloneIsland } from '../../../views/island.js';
import { DemoFollowIsland } from '../../../views/islands.js';
import type { AppContext } from '../app-context.js';
import { themeRoute } from '../routes/public/theme.js';
import { classesOf } from './critical-css.js';

export const demoPageLooks = ({ manifest, inlineStylesheet }: Pick<AppContext, 'manifest' | 'inlineStylesheet'>) => ({
  themeAction: themeRoute.path,
  follow: (props: { label: string; every: number }) =>
    standaloneIsland(manifest, createElement(DemoFollowIsland, props)),
  /** For a page's response, its head's styles given its body's markup; `own`: the page's own stylesheet. */
  stylesheets: (request: FastifyRequest, reply: FastifyReply, own: { href: string; text: string }) => {
    const inline = inlineStylesheet(request, reply);
    return (bodyHtml: string) =>
      createElement(Stylesheets, {
        hrefs: [manifest.css, own.href],
        inlineCss: inline ? inline(classesOf(bodyHtml), undefined, own.text)[0]! : null,
      });
  },
});
