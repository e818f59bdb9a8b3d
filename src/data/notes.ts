/**
 * Note (spec §3: id and text): a note for a day's team, kept in the lodge's `daily_notes` with who
 * wrote it and when (issue 8 "Add Note keeps the note (author and time shown)").
 */
export interface Note {
  id: string;
  text: string;
  authorName: string;
  /** ISO timestamp from the server. */
  createdAt: string;
}
