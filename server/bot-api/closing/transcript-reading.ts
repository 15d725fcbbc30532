// What a ticket's close needs of its transcript text: whether it is one within the limits, the files the
// archive fetches, and the search index's documents. Pure: the close runs it in a thread of its own
// (transcript-thread.ts), as parsing and reading ten thousand messages took the event loop for 40-70 ms.
import { transcriptProblem, type TranscriptProblem } from '../../contract/bot.js';
import { fileReferences, transcriptOf, type FileReference } from '../../contract/transcript.js';
import { messageDocuments } from '../repos/search-documents.js';

/** A transcript the close takes: its files and its documents as JSON text (see indexMessageDocuments). */
export interface ClosingTranscript {
  files: FileReference[];
  documents: string;
}

export type ClosingReading = { refused: TranscriptProblem } | ClosingTranscript;

export async function readClosingTranscript(text: string): Promise<ClosingReading> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { refused: { name: 'transcriptJson' } };
  }
  const problem = transcriptProblem(value);
  if (problem) return { refused: problem };
  const transcript = await transcriptOf(value as object);
  return { files: fileReferences(transcript).fetched, documents: JSON.stringify(messageDocuments(transcript)) };
}
