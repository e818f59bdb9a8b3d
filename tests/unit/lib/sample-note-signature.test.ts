import { dailyNoteFromRow } from '../../../src/lib/supabase/daily-notes';

describe('daily notes (issue 18)', () => {
  it('shows a sample note signed by its sample person, not by the new owner', () => {
    const note = dailyNoteFromRow({
      id: 'n-1',
      body: 'Generator service at 14:00: the kitchen has no power for about an hour.',
      created_at: '2026-11-26T05:00:00Z',
      created_by: 'owner-1',
      author_name: 'Thato Moremi',
      author: { full_name: 'Neo Kgosi', username: 'neo' },
    });
    expect(note.authorName).toBe('Thato Moremi');
    expect(note.authorId).toBe('owner-1');
  });

  it('shows a note someone wrote under their own name', () => {
    const note = dailyNoteFromRow({
      id: 'n-2',
      body: 'Boat engine serviced',
      created_at: '2026-11-26T05:00:00Z',
      created_by: 'owner-1',
      author_name: null,
      author: { full_name: 'Neo Kgosi', username: 'neo' },
    });
    expect(note.authorName).toBe('Neo Kgosi');
  });
});
