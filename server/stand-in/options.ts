// How the stand-in is set up: its world and the demo application's credentials.
import type { ReactElement } from 'react';
import type { World } from './model.js';

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
}
