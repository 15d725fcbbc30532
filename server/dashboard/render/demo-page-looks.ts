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
  /**
   * For a page's response, its styles given its markup; `own`: the page's own stylesheet. A first visit's
   * come inline, in two parts when the page has a styles break (the head's, and the rest at the break).
   */
  stylesheets: (request: FastifyRequest, reply: FastifyReply, own: { href: string; text: string }) => {
    const inline = inlineStylesheet(request, reply);
    const hrefs = [manifest.css, own.href];
    return ({ bodyClass, early, later }: { bodyClass: string; early: string; later?: string }) => {
      if (!inline) return { head: createElement(Stylesheets, { hrefs, inlineCss: null }), atBreak: null };
      const [head, atBreak] = inline(
        classesOf(early).add(bodyClass),
        later === undefined ? undefined : classesOf(later),
        own.text,
      );
      return {
        head: createElement(Stylesheets, { hrefs, inlineCss: head! }),
        // React writes style text as is (only "</style" is escaped), so CSP's hash of the text matches.
        atBreak: atBreak === undefined ? null : createElement('style', null, atBreak),
      };
    };
  },
});
