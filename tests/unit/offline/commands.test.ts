import 'fake-indexeddb/auto';
import { sampleBooking } from '../../support/offline-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appliedBooking,
  commands,
  conflictDetail,
  describe as describeCommand,
  withOutbox,
  type CommandKind,
  type CommandPayloads,
  type CommandTable,
  type OutboxCommand,
  type ShownList,
} from '../../../src/lib/offline/commands';
import type { Stay } from '../../../src/lib/supabase/stays';
import { sendCommand } from '../../../src/lib/offline/send-command';
import { editRows } from '../../support/edit-rows';
import { saveOrQueue } from '../../../src/lib/offline/queued-writes';
import { savedWords } from '../../../src/lib/offline/saved-words';
import { listOutbox, wipeOutbox } from '../../../src/lib/offline/outbox';
import { stubNavigatorOnLine } from '../../support/node-network';

/** The edit kinds that show in no list the outbox lays over (their screens keep what was saved). */
const noList = {
  list: 'dailyNotes',
  before: [],
  scope: { lodgeId: 'l1', date: '2026-11-25' },
  after: [],
} as const;

/**
 * Issue 19 part 1: each offline write kind is one entry of the `commands` table — how it is sent, how
 * it shows at once, how Needs attention names it. One row per kind here: a new kind adds its entry
 * and its row (TypeScript asks for the row: `examples` is keyed by every kind).
 */
const base = { queuedAt: Date.parse('2026-11-25T08:00:00Z'), authorName: 'Neo', lodgeId: 'l1' };
const booking = sampleBooking;
/** Issue 31: a room on the housekeeping board, last marked Dirty at 07:00. */
const boardRoom = {
  roomId: 'r3',
  name: 'Tent 3',
  roomType: 'tent',
  status: 'dirty',
  departureToday: true,
  stayOver: false,
  arrivalToday: false,
  outOfOrder: false,
  markedAt: '2026-11-25T07:00:00.000Z',
  markedByName: 'Kagiso',
};

interface Example<K extends CommandKind> {
  command: OutboxCommand<K>;
  /** Needs attention's line. */
  described: string;
  /** The list it shows in, and what that list looks like afterwards (ids and pending flags or values). */
  shows: { list: ShownList; before: unknown; scope: unknown; after: unknown };
}

/** A stay as the server keeps it (issue 31), for the stay kinds' rows. */
const stay: Stay = {
  id: 's1',
  lodgeId: 'l1',
  status: 'confirmed',
  guestName: 'Kagiso',
  arrival: '2026-12-02',
  departure: '2026-12-05',
  adults: 2,
  children: 0,
  guests: 2,
  description: null,
  channelId: null,
  version: 4,
  contact: null,
  rooms: [
    {
      id: 'sr1',
      roomId: 'tent3',
      roomName: 'Tent 3',
      arrival: '2026-12-02',
      departure: '2026-12-05',
      nightlyRate: 85000,
      released: false,
    },
  ],
  createdAt: '2026-11-20T08:00:00Z',
  createdBy: null,
  updatedAt: '2026-11-20T08:00:00Z',
  checkedInAt: null,
  checkedOutAt: null,
  cancelledAt: null,
};
const stayScope = { lodgeId: 'l1', from: '2026-12-01', to: '2026-12-15' };

const examples: { [K in CommandKind]: Example<K> } = {
  'dailyNote.add': {
    command: { ...base, id: 'n1', kind: 'dailyNote.add', date: '2026-11-25', text: 'Boat 2 leaks' },
    described: 'Note: Boat 2 leaks',
    shows: {
      list: 'dailyNotes',
      before: [],
      scope: { lodgeId: 'l1', date: '2026-11-25' },
      after: [
        {
          id: 'n1',
          text: 'Boat 2 leaks',
          authorName: 'Neo',
          createdAt: '2026-11-25T08:00:00.000Z',
          pending: true,
        },
      ],
    },
  },
  'bookingNote.add': {
    command: { ...base, id: 'bn1', kind: 'bookingNote.add', bookingId: 'b1', text: 'Vegetarian' },
    described: 'Booking note: Vegetarian',
    shows: {
      list: 'bookingNotes',
      before: [],
      scope: { bookingIds: new Set(['b1']) },
      after: [
        {
          id: 'bn1',
          bookingId: 'b1',
          text: 'Vegetarian',
          authorName: 'Neo',
          createdAt: '2026-11-25T08:00:00.000Z',
          pending: true,
        },
      ],
    },
  },
  'dailyNote.edit': {
    command: {
      ...base,
      id: 'e1',
      kind: 'dailyNote.edit',
      note: { id: 'n0', text: 'Boat 2 leaks', authorName: 'Neo', createdAt: '2026-11-25T07:00:00.000Z' },
      text: 'Boat 2 mended',
      seen: '2026-11-25T07:00:00.000Z',
    },
    described: 'Edited note: Boat 2 mended',
    shows: {
      list: 'dailyNotes',
      before: [{ id: 'n0', text: 'Boat 2 leaks', authorName: 'Neo', createdAt: '2026-11-25T07:00:00.000Z' }],
      scope: { lodgeId: 'l1', date: '2026-11-25' },
      after: [
        {
          id: 'n0',
          text: 'Boat 2 mended',
          authorName: 'Neo',
          createdAt: '2026-11-25T07:00:00.000Z',
          pending: true,
        },
      ],
    },
  },
  'booking.edit': {
    command: {
      ...base,
      id: 'e2',
      kind: 'booking.edit',
      opened: booking,
      details: { date: booking.date, time: '07:00', name: booking.name, guests: booking.guests },
      seen: null,
    },
    described: `Edited booking: ${booking.name}, ${booking.date} 07:00, ${booking.guests} guests`,
    shows: {
      list: 'bookings',
      before: [booking],
      scope: { lodgeId: 'l1', inRange: () => true },
      after: [{ ...booking, time: '07:00', pending: true }],
    },
  },
  'product.edit': {
    command: {
      ...base,
      id: 'e3',
      kind: 'product.edit',
      opened: { id: 'p1', name: 'Mokoro', description: 'Two hours', type: 'activity', image: '' },
      product: { id: 'p1', name: 'Mokoro trip', description: 'Two hours', type: 'activity', image: '' },
      seen: null,
    },
    described: 'Edited product: Mokoro trip',
    // The products list keeps the saved product in its machine (no list of the outbox's).
    shows: { list: 'dailyNotes', before: [], scope: { lodgeId: 'l1', date: '2026-11-25' }, after: [] },
  },
  'bookingNote.edit': {
    command: {
      ...base,
      id: 'e4',
      kind: 'bookingNote.edit',
      note: editRows.bookingNote,
      text: 'Bring two pairs',
      seen: null,
    },
    described: 'Edited booking note: Bring two pairs',
    shows: {
      list: 'bookingNotes',
      before: [editRows.bookingNote],
      scope: { bookingIds: new Set(['b1']) },
      after: [{ ...editRows.bookingNote, text: 'Bring two pairs', pending: true }],
    },
  },
  'channel.edit': {
    command: {
      ...base,
      id: 'e5',
      kind: 'channel.edit',
      opened: editRows.channel,
      details: { ...editRows.channel, commissionPct: 18 },
      seen: null,
    },
    described: 'Edited sales channel: Safari OTA',
    shows: noList,
  },
  'staff.edit': {
    command: {
      ...base,
      id: 'e6',
      kind: 'staff.edit',
      opened: editRows.staff,
      details: { name: 'Kabo', role: 'Head Guide', phone: '', userId: null },
      seen: null,
    },
    described: 'Edited staff member: Kabo, Head Guide',
    shows: noList,
  },
  'lodgeSettings.edit': {
    command: {
      ...base,
      id: 'e7',
      kind: 'lodgeSettings.edit',
      opened: editRows.settings,
      settings: { ...editRows.settings, capacity: 14 },
      seen: null,
    },
    described: 'Lodge settings: Delta Lodge',
    shows: noList,
  },
  'review.edit': {
    command: {
      ...base,
      id: 'e8',
      kind: 'review.edit',
      opened: editRows.review,
      changes: { name: 'Anna B.', date: '2026-11-01', text: 'Lovely', rating: 4 },
      seen: null,
    },
    described: 'Edited review: Anna B., 4★',
    shows: noList,
  },
  'feedbackScore.edit': {
    command: {
      ...base,
      id: 'e9',
      kind: 'feedbackScore.edit',
      opened: editRows.score,
      changes: { category: 'Food', score: 92, feedback: 'Dinners by the fire' },
      seen: null,
    },
    described: 'Edited score: Food 92%',
    shows: noList,
  },
  'socialMention.edit': {
    command: {
      ...base,
      id: 'e10',
      kind: 'socialMention.edit',
      opened: editRows.mention,
      changes: { ...editRows.mention, likes: 4 },
      seen: null,
    },
    described: 'Edited mention: Claire on Instagram',
    shows: noList,
  },
  'messageTemplate.edit': {
    command: {
      ...base,
      id: 'e11',
      kind: 'messageTemplate.edit',
      opened: editRows.template,
      changes: { title: 'Hello', channel: 'WhatsApp', text: 'Welcome to {lodge}.' },
      seen: null,
    },
    described: 'Edited template: Hello',
    shows: noList,
  },
  'member.setRole': {
    command: {
      ...base,
      id: 'e12',
      kind: 'member.setRole',
      opened: editRows.member,
      role: 'manager',
      seen: null,
    },
    described: 'Role of Kabo Sekgoma: Manager',
    shows: noList,
  },
  'booking.setStatus': {
    command: { ...base, id: 's1', kind: 'booking.setStatus', booking, to: 'checked_in' },
    described: 'Check in: Mokoro, 09:00',
    shows: {
      list: 'bookings',
      before: [booking],
      scope: { lodgeId: 'l1', inRange: () => true },
      after: [{ ...booking, status: 'checked_in', pending: true }],
    },
  },
  'booking.add': {
    command: {
      ...base,
      id: 'b2',
      kind: 'booking.add',
      details: { date: '2026-11-25', time: '07:30', name: 'Walk-in', guests: 1 },
    },
    described: 'New booking: Walk-in, 2026-11-25 07:30',
    shows: {
      list: 'bookings',
      before: [],
      scope: { lodgeId: 'l1', inRange: () => true },
      after: [
        {
          id: 'b2',
          date: '2026-11-25',
          time: '07:30',
          name: 'Walk-in',
          guests: 1,
          status: 'confirmed',
          pending: true,
        },
      ],
    },
  },
  'training.markDone': {
    command: { ...base, id: 't1', kind: 'training.markDone', moduleId: 'm1' },
    described: 'Training step marked as done (m1)',
    shows: {
      list: 'trainingProgress',
      before: new Map([['m1', 40]]),
      scope: { lodgeId: 'l1' },
      after: new Map([['m1', 100]]),
    },
  },
  'training.undoDone': {
    command: { ...base, id: 't2', kind: 'training.undoDone', moduleId: 'm1', progress: 40 },
    described: 'Training step back to 40 % (m1)',
    shows: {
      list: 'trainingProgress',
      before: new Map([['m1', 100]]),
      scope: { lodgeId: 'l1' },
      after: new Map([['m1', 40]]),
    },
  },
  'bookingItem.add': {
    command: {
      ...base,
      id: 'i1',
      kind: 'bookingItem.add',
      bookingId: 'b1',
      bookingName: 'Sunset Boat Cruise',
      productId: 'p1',
      productName: 'Mokoro Excursion',
      productType: 'activity',
      quantity: 4,
      unitPrice: 45000,
      currency: 'BWP',
    },
    described: 'Item on Sunset Boat Cruise: Mokoro Excursion, 4 × P\u00a0450.00',
    shows: {
      list: 'bookingItems',
      before: [],
      scope: { bookingId: 'b1' },
      after: [
        {
          id: 'i1',
          bookingId: 'b1',
          productId: 'p1',
          productName: 'Mokoro Excursion',
          productType: 'activity',
          quantity: 4,
          unitPrice: 45000,
          lineTotal: 180000,
          pending: true,
        },
      ],
    },
  },
  'stay.book': {
    command: {
      ...base,
      id: 's2',
      kind: 'stay.book',
      roomNames: ['Tent 3'],
      input: {
        lodgeId: 'l1',
        guestName: 'Neo',
        guestPhone: '',
        guestEmail: '',
        arrival: '2026-12-03',
        departure: '2026-12-06',
        adults: 2,
        children: 1,
        rooms: [{ roomId: 'tent3', nightlyRate: 85000 }],
        channelId: null,
        status: 'tentative',
        description: '',
      },
    },
    described: 'New stay: Neo, Tent 3, 2026-12-03 to 2026-12-06',
    shows: {
      list: 'stays',
      before: [],
      scope: stayScope,
      after: [
        {
          id: 's2',
          lodgeId: 'l1',
          guestName: 'Neo',
          status: 'tentative',
          arrival: '2026-12-03',
          departure: '2026-12-06',
          adults: 2,
          children: 1,
          guests: 3,
          version: 1,
          channelId: null,
          description: '',
          contact: { name: 'Neo', phone: '', email: '' },
          rooms: [
            {
              id: 's2:tent3',
              roomId: 'tent3',
              roomName: 'Tent 3',
              arrival: '2026-12-03',
              departure: '2026-12-06',
              nightlyRate: 85000,
              released: false,
            },
          ],
          createdAt: '2026-11-25T08:00:00.000Z',
          createdBy: null,
          updatedAt: '2026-11-25T08:00:00.000Z',
          checkedInAt: null,
          checkedOutAt: null,
          cancelledAt: null,
          pending: true,
        },
      ],
    },
  },
  'stay.changeDates': {
    command: {
      ...base,
      id: 'c1',
      kind: 'stay.changeDates',
      stay,
      arrival: '2026-12-02',
      departure: '2026-12-04',
    },
    described: 'Stay dates: Kagiso, now 2026-12-02 to 2026-12-04 (was 2026-12-02 to 2026-12-05)',
    shows: {
      list: 'stays',
      before: [stay],
      scope: stayScope,
      after: [
        {
          ...stay,
          departure: '2026-12-04',
          rooms: [{ ...stay.rooms[0], departure: '2026-12-04' }],
          pending: true,
        },
      ],
    },
  },
  'stay.move': {
    command: {
      ...base,
      id: 'm1',
      kind: 'stay.move',
      stay,
      fromRoomId: 'tent3',
      toRoomId: 'tent5',
      fromRoomName: 'Tent 3',
      toRoomName: 'Tent 5',
    },
    described: 'Move Kagiso: Tent 3 to Tent 5',
    shows: {
      list: 'stays',
      before: [stay],
      scope: stayScope,
      after: [{ ...stay, rooms: [{ ...stay.rooms[0], roomId: 'tent5', roomName: 'Tent 5' }], pending: true }],
    },
  },
  'payment.add': {
    command: {
      ...base,
      id: 'pay1',
      kind: 'payment.add',
      bookingId: 'b1',
      bookingName: 'Sunset Boat Cruise',
      amount: 35000,
      method: 'cash',
      reference: null,
      currency: 'BWP',
    },
    described: 'Payment on Sunset Boat Cruise: P\u00a0350.00 (cash)',
    shows: {
      list: 'payments',
      before: [],
      scope: { bookingId: 'b1' },
      after: [
        {
          id: 'pay1',
          bookingId: 'b1',
          amount: 35000,
          method: 'cash',
          reference: null,
          paidAt: '2026-11-25T08:00:00.000Z',
          pending: true,
        },
      ],
    },
  },
  'room.mark': {
    command: {
      ...base,
      id: 'rm1',
      kind: 'room.mark',
      roomId: 'r3',
      roomName: 'Tent 3',
      status: 'clean',
      markedAt: '2026-11-25T08:00:00.000Z',
    },
    described: 'Tent 3 marked Clean',
    shows: {
      list: 'housekeepingBoard',
      before: [boardRoom],
      scope: { lodgeId: 'l1' },
      after: [
        {
          ...boardRoom,
          status: 'clean',
          markedAt: '2026-11-25T08:00:00.000Z',
          markedByName: 'Neo',
          pending: true,
        },
      ],
    },
  },
};

describe('the commands table', () => {
  it.each(Object.values(examples))(
    "$command.kind: Needs attention names it in the person's words",
    (example) => {
      expect(describeCommand(example.command)).toBe(example.described);
    },
  );

  it.each(Object.values(examples))('$command.kind: shows at once in its list, once', (example) => {
    const { list, before, scope, after } = example.shows;
    // The table is typed per list; the examples hold each list's own rows and scope.
    const shown = withOutbox(list, before as never, [example.command], scope as never);
    expect(shown).toEqual(after);
    expect(withOutbox(list, shown as never, [example.command], scope as never)).toEqual(after);
  });

  it("each kind's waiting row is what saving it offline resolves to", () => {
    expect(commands['dailyNote.add'].optimistic(examples['dailyNote.add'].command)).toEqual(
      (examples['dailyNote.add'].shows.after as unknown[])[0],
    );
    expect(commands['booking.add'].optimistic(examples['booking.add'].command)).toEqual(
      (examples['booking.add'].shows.after as unknown[])[0],
    );
  });

  it('a conflict from the outbox goes to Needs attention with both versions named', async () => {
    const table: CommandTable = {
      ...commands,
      'booking.setStatus': {
        ...commands['booking.setStatus'],
        send: async () =>
          appliedBooking({ outcome: 'changed', current: { ...booking, status: 'cancelled' } }),
      },
    };
    const command = examples['booking.setStatus'].command;
    const result = await sendCommand(command, table);
    expect(result).toMatchObject({
      kind: 'setAside',
      item: {
        reason: 'conflict',
        message: 'Someone changed this booking while you were offline: it is now cancelled.',
        current: { status: 'cancelled' },
      },
    });
    expect(conflictDetail(command, { ...booking, status: 'cancelled' })).toBe(
      'You saw: Confirmed · Now: Cancelled',
    );
  });

  it("a refusal is set aside with the server's message; no answer is tried again later", async () => {
    const refusing = (error: unknown): CommandTable => ({
      ...commands,
      'dailyNote.add': { ...commands['dailyNote.add'], send: () => Promise.reject(error) },
    });
    const command = examples['dailyNote.add'].command;
    await expect(
      sendCommand(command, refusing({ code: '42501', message: 'permission denied for table daily_notes' })),
    ).resolves.toMatchObject({
      kind: 'setAside',
      item: { reason: 'refused', message: 'permission denied for table daily_notes' },
    });
    await expect(sendCommand(command, refusing(new TypeError('Failed to fetch')))).rejects.toThrow(
      'Failed to fetch',
    );
  });
});

/**
 * Issue 33 "what a person saw saved is saved": the words after saving each kind, through the one write
 * path (`saveOrQueue`). Kept on this phone they say so; answered by the server they are the screen's
 * own words, exactly (null: no toast, the row shows in its list). Keyed by every kind: a new kind
 * adds its words here.
 */
const savedAs: { [K in CommandKind]: { sent: string | null; kept: string } } = {
  'dailyNote.add': { sent: null, kept: 'Note' },
  'bookingNote.add': { sent: null, kept: 'Booking note' },
  'booking.setStatus': { sent: 'Checked in', kept: 'Check-in' },
  'dailyNote.edit': { sent: null, kept: 'Note' },
  'booking.edit': { sent: 'Booking updated', kept: 'Booking' },
  'product.edit': { sent: 'Product saved', kept: 'Product' },
  'bookingNote.edit': { sent: null, kept: 'Booking note' },
  'channel.edit': { sent: 'Channel saved', kept: 'Sales channel' },
  'staff.edit': { sent: 'Kabo was saved', kept: 'Staff member' },
  'lodgeSettings.edit': { sent: 'Lodge settings saved', kept: 'Lodge settings' },
  'review.edit': { sent: 'Review saved', kept: 'Review' },
  'feedbackScore.edit': { sent: 'Score saved', kept: 'Feedback score' },
  'socialMention.edit': { sent: 'Mention saved', kept: 'Social mention' },
  'messageTemplate.edit': { sent: 'Template saved', kept: 'Message template' },
  'member.setRole': { sent: 'Kabo Sekgoma is now manager', kept: 'Role change' },
  'booking.add': { sent: 'Booking added', kept: 'Booking' },
  'training.markDone': { sent: 'Marked as done', kept: 'Training step' },
  'training.undoDone': { sent: null, kept: 'Training step' },
  'bookingItem.add': { sent: null, kept: 'Item' },
  'stay.book': { sent: 'Stay booked', kept: 'Stay' },
  'stay.changeDates': { sent: null, kept: 'Change to a stay' },
  'stay.move': { sent: null, kept: 'Room move' },
  'payment.add': { sent: null, kept: 'Payment' },
  'room.mark': { sent: null, kept: 'Room mark' },
};

describe('the words after a save (issue 33: what a person saw saved is saved)', () => {
  const person = { userId: 'u-words', authorName: 'Neo' };
  /** The server of each kind answering with the row as it keeps it (the waiting row, not pending). */
  const answering = Object.fromEntries(
    Object.entries(commands).map(([kind, entry]) => [
      kind,
      { ...entry, send: async (command: never) => ({ ...entry.optimistic(command), pending: undefined }) },
    ]),
  ) as unknown as CommandTable;
  let network = { online: true };
  beforeEach(async () => {
    network = stubNavigatorOnLine();
    await wipeOutbox();
  });
  afterEach(() => vi.unstubAllGlobals());

  const save = <K extends CommandKind>(command: OutboxCommand<K>, table: CommandTable) =>
    saveOrQueue(command.kind, command as CommandPayloads[K], person, table);

  it.each(Object.values(examples))(
    '$command.kind: kept on this phone it says "saved on this phone — waiting to send"; sent, the screen\'s words',
    async ({ command }) => {
      network.online = false;
      const kept = await save(command, answering);
      expect(kept.pending).toBe(true);
      expect(await listOutbox(person.userId)).toHaveLength(1);
      expect(savedWords(command.kind, command as never, kept)).toBe(
        `${savedAs[command.kind].kept} saved on this phone — waiting to send`,
      );

      await wipeOutbox();
      network.online = true;
      const sent = await save(command, answering);
      expect(sent.pending).toBeFalsy();
      expect(await listOutbox(person.userId)).toEqual([]);
      expect(savedWords(command.kind, command as never, sent)).toBe(savedAs[command.kind].sent);
    },
  );

  it('bug: a role change made with no signal said "Kabo Sekgoma is now trustee" as if the lodge had it', async () => {
    const noAnswer: CommandTable = {
      ...commands,
      'member.setRole': {
        ...commands['member.setRole'],
        send: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    };
    const change = { lodgeId: 'l1', opened: editRows.member, role: 'trustee' as const, seen: null };
    const edited = await saveOrQueue('member.setRole', change, person, noAnswer);
    expect(savedWords('member.setRole', change, edited)).toBe(
      'Role change saved on this phone — waiting to send',
    );
  });
});
