import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DATES_PROBLEM,
  stayConflictMachine,
  type AskedNights,
  type ConflictChoice,
  type FreeRoom,
} from '../../machines/stay-conflict.machine';
import type { StayShape, OutboxCommand } from '../../src/lib/offline/commands';
import type { AttentionItem } from '../../src/lib/offline/outbox';
import { StayConflictCard } from '../../src/ui/stay-conflict-card';
import { renderScreen } from '../support/render';
import { controlledPromise, describePath, expectFullCoverage } from './support/model';
import type { DATES } from './support/paths/stay-conflict.paths';
import { FREE, LOAD_FAILED, SEND_FAILED, paths } from './support/paths/stay-conflict.paths';

/** Generated paths; a change that multiplies them should be a conscious one. */
const EXPECTED_PATHS = 21;

/*
 * Issue 31 "Availability holds offline": the stay-conflict machine against the Needs attention card
 * that runs it. A stay booked offline for Tent 3, 2–4 Dec, was refused (23P01) because Kagiso's stay
 * took the room meanwhile. The card's actors are the test's, answered when the model says.
 */
// Any kind with a stay shape shows this card (stay-shapes.ts: stay.book, stay.changeDates, stay.move;
// stay-conflict-needs-attention.test.tsx runs them); here a stand-in shape keeps the model's paths alone.
const command: OutboxCommand = {
  id: 'c1',
  kind: 'booking.add',
  lodgeId: 'l1',
  queuedAt: 0,
  authorName: 'Neo',
  details: { name: 'Mpho Dube', date: '2026-12-02', time: '14:00', guests: 2 },
};
const shape: StayShape<OutboxCommand> = {
  asked: () => ({
    bookingId: null,
    roomId: 'r3',
    roomName: 'Tent 3',
    arrival: '2026-12-02',
    departure: '2026-12-04',
  }),
  guest: () => 'Mpho Dube\n+267 71 234 567',
  withRoom: (c) => c,
  withDates: (c) => c,
};
const item: AttentionItem = {
  command,
  reason: 'refused',
  code: '23P01',
  message: 'room_taken',
  details: JSON.stringify({
    room_id: 'r3',
    room_name: 'Tent 3',
    booking_id: 'b9',
    guest_name: 'Kagiso',
    arrival: '2026-12-02',
    departure: '2026-12-04',
  }),
  at: 0,
};

const button = (name: string) => screen.getByRole('button', { name });

describe('stay-conflict machine × StayConflictCard (model-based, issue 31)', () => {
  it(`generates ${EXPECTED_PATHS} shortest paths covering every state and transition`, () => {
    expect(paths).toHaveLength(EXPECTED_PATHS);
    expectFullCoverage(
      stayConflictMachine,
      paths,
      [
        'reviewing',
        'choosingRoom',
        'choosingRoom.loading',
        'choosingRoom.listing',
        'choosingRoom.loadFailed',
        'choosingDates',
        'sending',
        'failed',
        'discarding',
        'resolved',
        'discarded',
      ],
      { asked: shape.asked(command), overlap: null },
    );
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const loadFreeRooms = controlledPromise<FreeRoom[], AskedNights>();
    const resend = controlledPromise<void, ConflictChoice>();
    const discard = controlledPromise<void, void>();
    const actors = { loadFreeRooms: loadFreeRooms.logic, resend: resend.logic, discard: discard.logic };
    await renderScreen(<StayConflictCard userId="u1" item={item} shape={shape} actors={actors} />);
    // The words are there whatever the mode.
    expect(screen.getByText('Tent 3 was booked by Kagiso for 2–4 Dec while you were offline.')).toBeVisible();

    await path.test({
      events: {
        'conflict.move': () => void fireEvent.click(button('Move to')),
        'conflict.changeDates': () => void fireEvent.click(button('Change dates')),
        'conflict.discard': () => void fireEvent.click(button('Discard')),
        'conflict.back': () => void fireEvent.click(button('Back')),
        'conflict.retry': () => void fireEvent.click(button('Try again')),
        'room.pick': () => void fireEvent.click(button('Move to Tent 5')),
        'dates.submit': ({ event }) => {
          const { arrival, departure } = event as unknown as typeof DATES.valid;
          fireEvent.change(screen.getByLabelText('Arrival'), { target: { value: arrival } });
          fireEvent.change(screen.getByLabelText('Departure'), { target: { value: departure } });
          fireEvent.click(button('Send'));
        },
        'xstate.done.actor.loadFreeRooms': async () => {
          expect(loadFreeRooms.calls.at(-1)?.input).toMatchObject({ roomId: 'r3', arrival: '2026-12-02' });
          await loadFreeRooms.resolve(FREE);
        },
        'xstate.error.actor.loadFreeRooms': () => loadFreeRooms.reject(new Error(LOAD_FAILED)),
        'xstate.done.actor.resend': () => resend.resolve(undefined),
        'xstate.error.actor.resend': () => resend.reject(new Error(SEND_FAILED)),
        'xstate.done.actor.discard': () => discard.resolve(undefined),
        'xstate.error.actor.discard': () => discard.reject(new Error(SEND_FAILED)),
      },
      states: {
        reviewing: () => {
          for (const name of ['Move to', 'Change dates', 'Discard']) expect(button(name)).toBeEnabled();
          expect(button('Copy the guest’s details')).toBeEnabled();
        },
        choosingRoom: () => {
          expect(screen.queryByRole('button', { name: 'Change dates' })).toBeNull();
        },
        'choosingRoom.loading': async () => {
          expect(await screen.findByText('Finding the rooms free for 2–4 Dec…')).toBeVisible();
        },
        'choosingRoom.listing': async () => {
          expect(await screen.findByText('Free for 2–4 Dec:')).toBeVisible();
          expect(
            within(screen.getByRole('list')).getByRole('button', { name: 'Move to Tent 5' }),
          ).toBeEnabled();
        },
        'choosingRoom.loadFailed': async () => {
          expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
          expect(button('Try again')).toBeEnabled();
        },
        choosingDates: ({ context }) => {
          expect(screen.getByLabelText('Arrival')).toBeVisible();
          const problem = (context as { problem: string | null }).problem;
          if (problem) expect(screen.getByRole('alert')).toHaveTextContent(DATES_PROBLEM);
          else expect(screen.queryByRole('alert')).toBeNull();
        },
        sending: async () => {
          expect(await screen.findByText('Sending…')).toBeVisible();
          expect(resend.calls.at(-1)?.input).toBeDefined();
        },
        failed: async () => {
          expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
          expect(button('Try again')).toBeEnabled();
        },
        discarding: async () => {
          expect(await screen.findByText('Discarding…')).toBeVisible();
        },
        resolved: async () => {
          expect(
            await screen.findByText('Sent on as you chose: the lodge answers when it arrives.'),
          ).toBeVisible();
        },
        discarded: async () => {
          expect(await screen.findByText('Discarded.')).toBeVisible();
        },
      },
    });
  });
});
