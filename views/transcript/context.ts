// What a transcript's parts share as they render: the shared Markdown renderer's context, with the
// transcript's own words and its archived files.
import type { ArchivedFile } from '../../server/contract/index.js';
import type { MarkdownContext } from '../markdown/Markdown.js';
import type { Texts } from '../i18n/texts.js';
import type { DateFormat } from '../lib/date-format.js';

/** A closed ticket's archived files and where each is served (the page's route, or a data URL in an export). */
export interface ArchiveLinks {
  files: ArchivedFile[];
  hrefOf: (file: ArchivedFile) => string;
}
export interface TranscriptArchive {
  /** By the address the transcript wrote. */
  files: Map<string, ArchivedFile>;
  hrefOf: (file: ArchivedFile) => string;
  /** Addresses past the number of files the archive fetches for one transcript: placeholders. */
  pastLimit: Set<string>;
}

export interface TranscriptContext extends MarkdownContext {
  /** The guild's time zone, for message times and <t:…> timestamps. */
  dates: DateFormat;
  /** The transcript's words in the reader's language. */
  texts: Texts['transcript'];
  /** null for tickets closed before the archive existed: their files come from the CDN as written. */
  archive: TranscriptArchive | null;
}
