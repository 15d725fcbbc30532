// How the stand-in is set up: its world and the demo application's credentials.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement, ReactNode } from 'react';
import type { World } from './model.js';

/** The Demo-Discord page's own stylesheet: its rules, and where the stand-in serves them. */
export interface OwnStylesheet {
  href: string;
  text: string;
}

/**
 * A page's markup as its styles are chosen for it: the class of its body (the own rules hang on it), and
 * the markup before its styles break and after it (`later`; all of it `early` on a page without a break).
 */
export interface PageMarkup {
  bodyClass: string;
  early: string;
  later?: string;
}

/** A page's styles: the head's, and those written at its styles break (none on a page without one). */
export interface PageStyles {
  head: ReactNode;
  atBreak: ReactNode;
}

export interface StandInOptions {
  world: World;
  clientId: string;
  clientSecret: string;
  botToken: string;
  /** Redirect URIs the application registered (exact match, as Discord requires). */
  redirectUris: string[];
  /** Stylesheet for the sign-in page, when mounted on the dashboard. */
  cssHref?: string;
  /** Where the dashboard stores a chosen design (its POST form), when mounted on it. */
  themeAction?: string;
  /**
   * The dashboard's island that lets the Demo-Discord page follow new messages (with its boot script),
   * when mounted on it: the stand-in may not import views, so the composition hands it over.
   */
  follow?: (props: { label: string; every: number }) => ReactElement;
  /**
   * The Demo-Discord page's stylesheets when mounted on the dashboard: the dashboard's and the page's own
   * (`own`), delivered as the dashboard's pages get theirs (a first visit's inline, later ones linked).
   * Asked as a page is sent, for its response; it answers the page's styles for its markup.
   */
  stylesheets?: (
    request: FastifyRequest,
    reply: FastifyReply,
    own: OwnStylesheet,
  ) => (markup: PageMarkup) => PageStyles;
}
