/**
 * Note (spec §3: id and text): a note for a day's team, kept in the lodge's `daily_notes` with who
 * wrote it and when (issue 8 "Add Note keeps the note (author and time shown)").
 */
export interface Note {
  id: string;
  text: string;
  authorName: string;
  /** Who wrote it (their user id), when known: the author may edit and delete it (issue 18). */
  authorId?: string | null;
  /** ISO timestamp from the server (while `pending`, when it was written on this phone). */
  createdAt: string;
  /** True while the note waits in the outbox to be sent (issue 9: shown as "Waiting to send"). */
  pending?: boolean;
}
