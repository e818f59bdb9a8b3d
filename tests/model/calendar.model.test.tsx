import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { calendarMachine } from '../../machines/calendar.machine';
import { describePath, expectFullCoverage } from './support/model';
import { paths } from './support/paths/calendar.paths';

/** Generated paths; a change that multiplies them should be a conscious one. */
const EXPECTED_PATHS = 4;

/*
 * The rooms calendar's selection (issue 31), replayed on the machine itself: each state says what the
 * calendar shows (a cell marked, New stay open with its room and arrival, a stay open).
 */
describe('calendar machine (model-based)', () => {
  it(`generates ${EXPECTED_PATHS} shortest paths covering every state and transition`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(EXPECTED_PATHS);
    expectFullCoverage(calendarMachine, paths, ['idle', 'cellSelected', 'creating', 'stayOpen']);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const actor = createActor(calendarMachine).start();
    await path.test({
      events: Object.fromEntries(
        ['cell.tap', 'stay.tap', 'stay.booked', 'dialog.close', 'selection.clear'].map((type) => [
          type,
          ({ event }: { event: { type: string } }) => {
            actor.send(event as Parameters<typeof actor.send>[0]);
          },
        ]),
      ),
      states: {
        idle: () => expect(actor.getSnapshot().context).toEqual({ roomId: null, day: null, stayId: null }),
        cellSelected: () => expect(actor.getSnapshot().context.roomId).toBe('tent3'),
        creating: () =>
          expect(actor.getSnapshot().context).toMatchObject({ roomId: 'tent3', day: '2026-12-02' }),
        stayOpen: () => expect(actor.getSnapshot().context.stayId).not.toBeNull(),
      },
    });
  });
});
