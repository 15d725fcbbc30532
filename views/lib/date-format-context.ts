// The page's date formatters (the guild's time zone), provided once by the document renderer, so a
// component deep in a page formats dates without every parent passing the zone down.
import { createContext, useContext } from 'react';
import type { DateFormat } from './date-format.js';

export const DateFormatContext = createContext<DateFormat | null>(null);

export function useDateFormat(): DateFormat {
  const format = useContext(DateFormatContext);
  if (!format) throw new Error('useDateFormat outside a DateFormatContext: render pages through renderDocument');
  return format;
}
