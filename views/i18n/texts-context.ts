// The page's catalogue, provided once by the document renderer (as the date formatters are), so a
// component deep in a page reads its texts without every parent passing them down.
import { createContext, useContext } from 'react';
import type { Texts } from './texts.js';

export const TextsContext = createContext<Texts | null>(null);

export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTexts outside a TextsContext: render pages through renderDocument');
  return texts;
}
