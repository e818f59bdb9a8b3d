/** Note (spec §3): id and text. Notes for today live in memory on the dashboard. */
export interface Note {
  id: string;
  text: string;
}

/** Notes already written for today when the dashboard opens. */
export const sampleNotes: readonly Note[] = [
  { id: 'note-1', text: 'Generator service at 14:00: the kitchen has no power for about an hour.' },
  { id: 'note-2', text: 'The Dube family asked for a vegetarian dinner tonight.' },
];
