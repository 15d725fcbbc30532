// The terms of service and the privacy policy, in German: the default catalogue's German text as it is.
import type { CatalogueOf } from '../catalogue-of.js';
import { SPEC_LEGAL } from '../spec/legal.js';

export const DE_LEGAL: CatalogueOf<typeof SPEC_LEGAL> = SPEC_LEGAL;
