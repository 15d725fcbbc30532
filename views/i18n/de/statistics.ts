// The statistics page, in German: the default catalogue's German, its English words replaced.
import type { CatalogueOf } from '../catalogue-of.js';
import { SPEC_STATISTICS } from '../spec/statistics.js';

export const DE_STATISTICS: CatalogueOf<typeof SPEC_STATISTICS> = {
  statistics: { ...SPEC_STATISTICS.statistics, title: 'Statistiken', retry: 'Erneut versuchen' },
};
