// supabase-js's realtime client needs a WebSocket constructor on Node 20 (never opened here).
import '../../support/setup-websocket';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { packRows } from '../../../src/lib/offline/lodge-pack';
import { provideSupabase } from '../../../src/lib/supabase/client';
import type { Database } from '../../../src/lib/supabase/database';
import { pullDayPackChanges, timestampSortKey } from '../../../src/lib/supabase/day-pack';

/**
 * The day pack's rows keep the screens' order in a text sort key (`PulledRow.sort`), compared as text
 * on the phone (`packRows`). PostgreSQL writes a timestamp's fraction only as long as it needs, so
 * keys of different widths must still order as the server's `order by created_at`.
 */

/** The server's answer to `day_pack_changes` with these daily notes (and nothing else). */
function answerWith(dailyNotes: { id: string; body: string; created_at: string }[]) {
  return {
    server_time: '2026-12-01T01:00:00+00:00',
    bookings: [],
    booking_notes: [],
    daily_notes: dailyNotes.map((note) => ({
      ...note,
      date: '2026-12-01',
      created_by: 'u-staff',
      author_name: 'Staff offline',
      author: null,
      updated_at: note.created_at,
    })),
    shifts: [],
    staff_members: [],
    products: [],
    distribution_channels: [],
    training_progress: [],
    deleted_rows: [],
    practice: null,
  };
}

/** A supabase-js client whose every request gets `answer` (no backend; the real client's parsing). */
function clientAnswering(answer: unknown) {
  const fetchAnswer: typeof fetch = async () =>
    new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  return createClient<Database>('http://127.0.0.1:9', 'test-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchAnswer },
  });
}

afterAll(() => provideSupabase(null));

describe('the day pack’s sort keys (issue 33)', () => {
  it('bug: a daily note saved on a whole second came after that second’s notes with milliseconds — Today’s Notes from the phone’s copy were in another order than the server’s', async () => {
    // In the server's order (`order by created_at`): 39.000, 39.717, 39.804.
    const notes = [
      { id: 'n-whole', body: 'Water pump fixed', created_at: '2026-12-01T00:59:39+00:00' },
      { id: 'n-first', body: 'First', created_at: '2026-12-01T00:59:39.717+00:00' },
      { id: 'n-second', body: 'Second', created_at: '2026-12-01T00:59:39.804+00:00' },
    ];
    provideSupabase(clientAnswering(answerWith([...notes].reverse())));
    const changes = await pullDayPackChanges({
      lodgeId: 'lodge-1',
      since: null,
      datedSince: null,
      from: '2026-11-30',
      to: '2026-12-15',
    });
    const kept = Object.fromEntries(changes.dailyNotes.map((row) => [row.id, row]));
    expect(packRows(kept).map((note) => note.text)).toEqual(['Water pump fixed', 'First', 'Second']);
    expect(packRows(kept, 'desc').map((note) => note.text)).toEqual(['Second', 'First', 'Water pump fixed']);
  });

  it('a timestamp key has one width: the fraction padded to microseconds; other text is kept', () => {
    expect(timestampSortKey('2026-12-01T00:59:39+00:00')).toBe('2026-12-01T00:59:39.000000+00:00');
    expect(timestampSortKey('2026-12-01T00:59:39.7+00:00')).toBe('2026-12-01T00:59:39.700000+00:00');
    expect(timestampSortKey('2026-12-01T00:59:39.123456+00:00')).toBe('2026-12-01T00:59:39.123456+00:00');
    expect(timestampSortKey('2026-12-01T00:59:39Z')).toBe('2026-12-01T00:59:39.000000Z');
    expect(timestampSortKey('2026-12-01')).toBe('2026-12-01');
  });
});
