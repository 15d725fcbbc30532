// Hydrates one React island as its own root, with the id prefix its server render used.
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateReactIsland<P extends object>(
  Component: ComponentType<P>,
  root: HTMLElement,
  props: P,
  id: string,
): void {
  hydrateRoot(root, createElement(Component, props), {
    identifierPrefix: `${id}-`,
    onRecoverableError: (error) => console.error(`[island ${id}] recoverable hydration error`, error),
  });
}
