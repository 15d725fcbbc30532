// Which catalogue each language reads.
import type { Language } from '../../server/contract/languages.js';
import { DE_TEXTS } from './texts-de.js';
import { EN_TEXTS } from './texts-en.js';
import { SPEC_TEXTS, type Texts } from './texts.js';

export const CATALOGUES: Record<Language, Texts> = { spec: SPEC_TEXTS, de: DE_TEXTS, en: EN_TEXTS };
