import { describe, expect, it, vi } from 'vitest';
import {
  commands,
  commandOf,
  withOutbox,
  type CommandKind,
  type CommandPayloads,
  type OutboxCommand,
} from '../../../src/lib/offline/commands';
import { editWords, overTheirs } from '../../../src/lib/offline/edit-conflicts';
import { saveOrQueue } from '../../../src/lib/offline/queued-writes';
import { sendCommand } from '../../../src/lib/offline/send-command';
import type { Edited } from '../../../src/lib/supabase/update-if-unchanged';
import type { Note } from '../../../src/data/notes';
import type { Booking } from '../../../src/data/bookings';
import type { Product } from '../../../src/data/products';
import type { BookingDetails } from '../../../src/lib/supabase/bookings';
import { sampleBooking } from '../../support/offline-fixtures';
import { editRows } from '../../support/edit-rows';

/**
 * A lodge's shared rows as the server keeps them: each with its version (`updatedAt`) and who wrote it
 * last. `edit` is `update … where id = $1 and updated_at = $seen` (update-if-unchanged.ts): applied
 * only while the row is the version seen, else the row as it is now and who changed it.
 */
const server = {
  rows: new Map<string, { row: object; updatedAt: string; byName: string }>(),
  clock: 0,
  edit<Row extends object>(
    id: string,
    seen: string | null,
    byName: string,
    change: Partial<Row>,
  ): Edited<Row> {
    const kept = server.rows.get(id);
    if (!kept) throw new Error(`no row ${id}`);
    if (seen !== null && seen !== kept.updatedAt) {
      return {
        theirs: {
          row: { ...kept.row, updatedAt: kept.updatedAt } as Row,
          byName: kept.byName,
          at: kept.updatedAt,
        },
      };
    }
    const updatedAt = `2026-11-29T14:${String(++server.clock).padStart(2, '0')}:00.000Z`;
    const row = { ...kept.row, ...change };
    server.rows.set(id, { row, updatedAt, byName });
    return { saved: { ...row, updatedAt } as Row };
  },
  /** Who is sending (the fake's stand-in for the access token). */
  as: 'Kagiso',
};

vi.mock('../../../src/lib/supabase/daily-note-edits', () => ({
  updateDailyNote: async (noteId: string, text: string, seen?: string | null) =>
    server.edit<Note>(noteId, seen ?? null, server.as, { text }),
}));
vi.mock('../../../src/lib/supabase/booking-edits', () => ({
  updateBooking: async (
    _lodgeId: string,
    id: string,
    details: BookingDetails,
    _opened: Booking,
    seen?: string | null,
  ) => server.edit<Booking>(id, seen ?? null, server.as, { name: details.name, time: details.time }),
}));
vi.mock('../../../src/lib/supabase/products', () => ({
  updateProduct: async (product: Product, _opened: Product, seen?: string | null) =>
    server.edit<Product>(product.id, seen ?? null, server.as, {
      name: product.name,
      description: product.description,
    }),
}));

vi.mock('../../../src/lib/supabase/booking-note-edits', () => ({
  updateBookingNote: async (noteId: string, text: string, seen?: string | null) =>
    server.edit(noteId, seen ?? null, server.as, { text }),
}));
/** The data modules' edits of the other shared rows: `(opened, changes, seen)`, as each module has it. */
const editOf =
  (changesOf: (typed: Record<string, unknown>) => object) =>
  async (opened: { id: string }, typed: Record<string, unknown>, seen?: string | null) =>
    server.edit(opened.id, seen ?? null, server.as, changesOf(typed));
vi.mock('../../../src/lib/supabase/distribution-channels', () => ({
  updateDistributionChannel: editOf((details) => details),
}));
vi.mock('../../../src/lib/supabase/staff-members', () => ({
  // As the module writes it (staff-members.ts `rowOf`): a phone left empty is kept as none.
  updateStaffMember: editOf((details) => ({ ...details, phone: String(details.phone).trim() || null })),
}));
vi.mock('../../../src/lib/supabase/lodge-settings', () => ({
  saveLodgeSettings: async (
    lodgeId: string,
    _opened: object,
    settings: Record<string, unknown>,
    seen?: string | null,
  ) => server.edit(lodgeId, seen ?? null, server.as, settings),
}));
vi.mock('../../../src/lib/supabase/reviews', () => ({ updateReview: editOf((changes) => changes) }));
vi.mock('../../../src/lib/supabase/feedback-scores', () => ({
  updateFeedbackScore: editOf((changes) => changes),
}));
vi.mock('../../../src/lib/supabase/social-mentions', () => ({
  updateSocialMention: editOf((changes) => changes),
}));
vi.mock('../../../src/lib/supabase/message-templates', () => ({
  updateMessageTemplate: editOf((changes) => changes),
}));
vi.mock('../../../src/lib/supabase/lodge-members', () => ({
  updateMemberRole: async (
    _lodgeId: string,
    member: { userId: string },
    role: string,
    seen?: string | null,
  ) => server.edit(member.userId, seen ?? null, server.as, { role }),
}));

const v1 = '2026-11-29T13:00:00.000Z';
const note: Note = { id: 'n1', text: 'Boat 2 leaks', authorName: 'Neo', createdAt: v1, updatedAt: v1 };
const booking: Booking = { ...sampleBooking, updatedAt: v1 };
const product: Product = {
  id: 'p1',
  name: 'Mokoro',
  description: 'Two hours',
  type: 'activity',
  image: '',
  updatedAt: v1,
};

/**
 * One conflict case per edit kind of the commands table: the row as both people opened it, and each
 * person's edit of it (Kagiso's first, then Neo's from the same version). A kind whose entry says
 * resolves to `Edited<Row>` (an edit kind: edit-conflicts.ts) and has no case here fails the first test.
 */
interface ConflictCase<K extends CommandKind> {
  row: { id: string; value: object };
  kagiso: CommandPayloads[K];
  neo: CommandPayloads[K];
  /** The row's words as Kagiso left it (what Neo is shown as theirs). */
  theirWords: string;
}
const conflictCases: { [K in CommandKind]?: ConflictCase<K> } = {
  'dailyNote.edit': {
    row: { id: note.id, value: note },
    kagiso: { lodgeId: 'l1', note, text: 'Boat 2 mended', seen: v1 },
    neo: { lodgeId: 'l1', note, text: 'Boat 2 leaks at the stern', seen: v1 },
    theirWords: 'Boat 2 mended',
  },
  'booking.edit': {
    row: { id: booking.id, value: booking },
    kagiso: { lodgeId: 'l1', opened: booking, details: { ...booking, time: '07:00' }, seen: v1 },
    neo: { lodgeId: 'l1', opened: booking, details: { ...booking, name: 'Sunset cruise' }, seen: v1 },
    theirWords: `${booking.name}, ${booking.date} 07:00, ${booking.guests} guests`,
  },
  'product.edit': {
    row: { id: product.id, value: product },
    kagiso: { lodgeId: 'l1', opened: product, product: { ...product, description: 'Three hours' }, seen: v1 },
    neo: { lodgeId: 'l1', opened: product, product: { ...product, name: 'Mokoro trip' }, seen: v1 },
    theirWords: 'Mokoro: Three hours',
  },
  'bookingNote.edit': {
    row: { id: editRows.bookingNote.id, value: editRows.bookingNote },
    kagiso: { lodgeId: 'l1', note: editRows.bookingNote, text: 'Bring two pairs', seen: v1 },
    neo: { lodgeId: 'l1', note: editRows.bookingNote, text: 'Bring binoculars and hats', seen: v1 },
    theirWords: 'Bring two pairs',
  },
  'channel.edit': {
    row: { id: editRows.channel.id, value: editRows.channel },
    kagiso: {
      lodgeId: 'l1',
      opened: editRows.channel,
      details: { ...editRows.channel, commissionPct: 20 },
      seen: v1,
    },
    neo: {
      lodgeId: 'l1',
      opened: editRows.channel,
      details: { ...editRows.channel, name: 'Safari OTA Ltd' },
      seen: v1,
    },
    theirWords: 'Safari OTA, commission 20%',
  },
  'staff.edit': {
    row: { id: editRows.staff.id, value: editRows.staff },
    kagiso: {
      lodgeId: 'l1',
      opened: editRows.staff,
      details: { name: 'Kabo', role: 'Head Guide', phone: '', userId: null },
      seen: v1,
    },
    neo: {
      lodgeId: 'l1',
      opened: editRows.staff,
      details: { name: 'Kabo Sekgoma', role: 'Tour Guide', phone: '', userId: null },
      seen: v1,
    },
    theirWords: 'Kabo, Head Guide',
  },
  'lodgeSettings.edit': {
    row: { id: 'l1', value: editRows.settings },
    kagiso: {
      lodgeId: 'l1',
      opened: editRows.settings,
      settings: { ...editRows.settings, location: 'Maun' },
      seen: v1,
    },
    neo: {
      lodgeId: 'l1',
      opened: editRows.settings,
      settings: { ...editRows.settings, capacity: 14 },
      seen: v1,
    },
    theirWords: 'Delta Lodge, Maun, BWP, community share 15%, reception Reception',
  },
  'review.edit': {
    row: { id: editRows.review.id, value: editRows.review },
    kagiso: {
      lodgeId: 'l1',
      opened: editRows.review,
      changes: { name: 'Anna', date: '2026-11-01', text: 'Lovely stay', rating: 5 },
      seen: v1,
    },
    neo: {
      lodgeId: 'l1',
      opened: editRows.review,
      changes: { name: 'Anna B.', date: '2026-11-01', text: 'Lovely', rating: 5 },
      seen: v1,
    },
    theirWords: 'Anna, 2026-11-01, 5★: Lovely stay',
  },
  'feedbackScore.edit': {
    row: { id: editRows.score.id, value: editRows.score },
    kagiso: {
      lodgeId: 'l1',
      opened: editRows.score,
      changes: { category: 'Food', score: 93, feedback: 'Dinners by the fire' },
      seen: v1,
    },
    neo: {
      lodgeId: 'l1',
      opened: editRows.score,
      changes: { category: 'Food & Dining', score: 90, feedback: 'Dinners by the fire' },
      seen: v1,
    },
    theirWords: 'Food 93%: Dinners by the fire',
  },
  'socialMention.edit': {
    row: { id: editRows.mention.id, value: editRows.mention },
    kagiso: {
      lodgeId: 'l1',
      opened: editRows.mention,
      changes: { ...editRows.mention, likes: 9 },
      seen: v1,
    },
    neo: {
      lodgeId: 'l1',
      opened: editRows.mention,
      changes: { ...editRows.mention, caption: 'Stars over the delta' },
      seen: v1,
    },
    theirWords: 'Claire on Instagram: Stars (9 likes, 1 comments)',
  },
  'messageTemplate.edit': {
    row: { id: editRows.template.id, value: editRows.template },
    kagiso: {
      lodgeId: 'l1',
      opened: editRows.template,
      changes: { title: 'Welcome', channel: 'SMS', text: 'Welcome to {lodge}.' },
      seen: v1,
    },
    neo: {
      lodgeId: 'l1',
      opened: editRows.template,
      changes: { title: 'Hello', channel: 'WhatsApp', text: 'Welcome to {lodge}.' },
      seen: v1,
    },
    theirWords: 'Welcome (SMS): Welcome to {lodge}.',
  },
  'member.setRole': {
    row: { id: editRows.member.userId, value: editRows.member },
    kagiso: { lodgeId: 'l1', opened: editRows.member, role: 'manager', seen: v1 },
    neo: { lodgeId: 'l1', opened: editRows.member, role: 'trustee', seen: v1 },
    theirWords: 'Kabo Sekgoma: Manager',
  },
};

/** The kinds of the commands table that edit a shared row (their entry carries an edit version). */
type EditKind = keyof typeof editWords;
const editKinds = Object.keys(editWords) as EditKind[];

/** Kagiso saves first; then Neo, who opened the same version. */
function twoPeopleEdit<K extends CommandKind>(kind: K) {
  const found = conflictCases[kind];
  if (!found) throw new Error(`${kind} has no conflict case`);
  const example: ConflictCase<K> = found;
  server.rows.set(example.row.id, { row: example.row.value, updatedAt: v1, byName: 'Neo' });
  return example;
}

describe('No lost updates, anywhere (issue 33): every edit kind of the commands table', () => {
  it('every edit kind of the commands table has its conflict case', () => {
    expect(editKinds.every((kind) => kind in commands)).toBe(true);
    expect(editKinds.length).toBeGreaterThanOrEqual(12);
    expect(
      editKinds.filter((kind) => !conflictCases[kind]),
      'edit kinds with no conflict case',
    ).toEqual([]);
  });

  it.each(editKinds)(
    '%s online: the second person is asked with both versions; nothing is overwritten',
    async (kind) => {
      const example = twoPeopleEdit(kind);
      server.as = 'Kagiso';
      const first = await saveOrQueue(kind, example.kagiso, null);
      expect(first).toHaveProperty('saved');
      const kept = server.rows.get(example.row.id);

      server.as = 'Neo';
      const second = (await saveOrQueue(kind, example.neo, null)) as Edited<unknown>;
      expect(second.theirs).toMatchObject({ byName: 'Kagiso', at: kept?.updatedAt });
      expect(server.rows.get(example.row.id)).toEqual(kept);

      // Keep mine: the same change, sent over their version, is saved.
      const over = { ...example.neo, seen: second.theirs?.at ?? '' } as CommandPayloads[typeof kind];
      const mine = (await saveOrQueue(kind, over, null)) as Edited<unknown>;
      expect(mine.saved).toBeDefined();
      expect(server.rows.get(example.row.id)?.byName).toBe('Neo');
    },
  );

  it.each(editKinds)(
    '%s offline: the queued edit goes to Needs attention with theirs; Keep mine sends it over theirs',
    async (kind) => {
      const example = twoPeopleEdit(kind);
      server.as = 'Kagiso';
      await saveOrQueue(kind, example.kagiso, null);
      const kept = server.rows.get(example.row.id);

      // Neo's edit waited in the outbox (no signal) and is sent by the sync when the signal is back —
      // or is sent again after an unanswered first send: either way Kagiso's row is not what it writes,
      // so it asks (a resend finding its own change is `sent`: the next describe).
      server.as = 'Neo';
      const queued = commandOf(kind, example.neo, 'Neo');
      const result = await sendCommand(queued);
      expect(result.kind).toBe('setAside');
      if (result.kind !== 'setAside') return;
      expect(result.item).toMatchObject({
        reason: 'conflict',
        theirs: { byName: 'Kagiso', at: kept?.updatedAt, words: example.theirWords },
      });
      expect(server.rows.get(example.row.id)).toEqual(kept);

      const again = await sendCommand(overTheirs(queued, result.item.theirs?.at ?? ''));
      expect(again).toEqual({ kind: 'sent' });
      expect(server.rows.get(example.row.id)?.byName).toBe('Neo');
    },
  );
});

describe('a write in flight is never lost when the page is left (issue 33): its resend is no conflict', () => {
  it.each(editKinds)(
    'bug: an edit whose first send reached the lodge but whose answer was lost went to Needs attention as "Neo changed this" when the outbox sent it again — %s',
    async (kind) => {
      const example = twoPeopleEdit(kind);
      // Neo's edit reached the lodge (a keepalive request whose answer never came back to the page)…
      server.as = 'Neo';
      const queued = commandOf(kind, example.neo, 'Neo');
      await saveOrQueue(kind, example.neo, null);
      const kept = server.rows.get(example.row.id);
      expect(kept?.updatedAt).not.toBe(v1);

      // …and was queued as unanswered: the outbox sends it again, over the version it saw.
      expect(await sendCommand(queued)).toEqual({ kind: 'sent' });
      expect(server.rows.get(example.row.id)).toEqual(kept);
    },
  );
});

/**
 * Where each edit kind shows on its screen while it waits: the screen's list (as its loader reads it
 * again: from the server, the pack or the copy) with the outbox laid over, and the row edited in it.
 * `null`: the kind is not shown through a list read again (say why).
 */
const shownOnItsScreen: Record<EditKind, ((queued: OutboxCommand) => unknown) | null> = {
  'dailyNote.edit': (queued) => withOutbox('dailyNotes', [note], [queued], { lodgeId: 'l1', date: '' })[0],
  'booking.edit': (queued) =>
    withOutbox('bookings', [booking], [queued], { lodgeId: 'l1', inRange: () => true })[0],
  'bookingNote.edit': (queued) =>
    withOutbox('bookingNotes', [editRows.bookingNote], [queued], { bookingIds: new Set(['b1']) })[0],
  'product.edit': (queued) => withOutbox('products', [product], [queued], { lodgeId: 'l1' })[0],
  'channel.edit': (queued) => withOutbox('channels', [editRows.channel], [queued], { lodgeId: 'l1' })[0],
  'staff.edit': (queued) => withOutbox('staffMembers', [editRows.staff], [queued], { lodgeId: 'l1' })[0],
  'member.setRole': (queued) => withOutbox('members', [editRows.member], [queued], { lodgeId: 'l1' })[0],
  ...(() => {
    const experience = {
      templates: [editRows.template],
      socialPosts: [editRows.mention],
      reviews: [editRows.review],
      feedback: [editRows.score],
    };
    const shown = (queued: OutboxCommand) =>
      withOutbox('guestExperience', experience, [queued], { lodgeId: 'l1' });
    return {
      'review.edit': (queued: OutboxCommand) => shown(queued).reviews[0],
      'feedbackScore.edit': (queued: OutboxCommand) => shown(queued).feedback[0],
      'socialMention.edit': (queued: OutboxCommand) => shown(queued).socialPosts[0],
      'messageTemplate.edit': (queued: OutboxCommand) => shown(queued).templates[0],
    };
  })(),
  // Not a list: the settings card reads the server only (offline it says it needs a connection,
  // src/features/organization/lodge-settings.data.ts); a save queued as the signal dropped waits in
  // the outbox, counted by the banner.
  'lodgeSettings.edit': null,
};

describe('an edit made offline shows on its screen until it is sent (issue 9 "show at once", issue 33)', () => {
  it.each(editKinds.filter((kind) => shownOnItsScreen[kind] !== null))(
    'bug: an offline edit vanished from its screen when the screen read again — %s',
    (kind) => {
      const example = twoPeopleEdit(kind);
      const queued = commandOf(kind, example.kagiso, 'Kagiso');
      const saved: unknown = (commands[kind].optimistic as (command: OutboxCommand) => Edited<unknown>)(
        queued,
      ).saved;
      expect(shownOnItsScreen[kind]?.(queued)).toMatchObject(saved as object);
    },
  );
});
