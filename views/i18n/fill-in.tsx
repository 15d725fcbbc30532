// A catalogue sentence with {name} placeholders for markup (a <code>, a link): the translation keeps
// the sentence whole, in its own word order, and the view supplies the elements.
import { createElement, Fragment, type ReactNode } from 'react';

export function fillIn(sentence: string, parts: Record<string, ReactNode>): ReactNode {
  // Odd pieces are the placeholders' names. Passed as arguments, the pieces need no keys.
  const pieces = sentence
    .split(/\{(\w+)\}/)
    .map((piece, index) => (index % 2 ? (parts[piece] ?? `{${piece}}`) : piece));
  return createElement(Fragment, null, ...pieces);
}
