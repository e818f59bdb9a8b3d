import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  readThroughDayPack,
  refreshDayPackCopy,
  shownFromPackSince,
  wipeDayPack,
} from '../../../src/lib/offline/day-pack';
import { dayPackFacts } from '../../../src/lib/offline/day-pack-facts';

/** Issue 9 "The day pack": the last good copy per person, read when a request gets no answer. */
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

describe('readThroughDayPack', () => {
  it('keeps what an online read returned and gives it back when the next read gets no answer', async () => {
    await wipeDayPack();
    expect(
      await readThroughDayPack(dayPackFacts, 'u1', 'dashboard:l1:2026-11-24', async () => ({
        notes: ['Boat 2'],
      })),
    ).toEqual({
      notes: ['Boat 2'],
    });
    expect(shownFromPackSince()).toBeNull();
    expect(await readThroughDayPack(dayPackFacts, 'u1', 'dashboard:l1:2026-11-24', noAnswer)).toEqual({
      notes: ['Boat 2'],
    });
    expect(shownFromPackSince()).toEqual(expect.any(Number));
  });

  it("never gives one person's copy to another on a shared phone", async () => {
    await wipeDayPack();
    await readThroughDayPack(dayPackFacts, 'u1', 'lodges', async () => ['Okavango']);
    await expect(readThroughDayPack(dayPackFacts, 'u2', 'lodges', noAnswer)).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('passes a server refusal on (it is not offline), and a read with no copy kept fails as it did', async () => {
    await wipeDayPack();
    await readThroughDayPack(dayPackFacts, 'u1', 'bookings:l1:2026-11-24', async () => [1, 2]);
    const refused = { message: 'permission denied for table bookings', code: '42501' };
    await expect(
      readThroughDayPack(dayPackFacts, 'u1', 'bookings:l1:2026-11-24', () => Promise.reject(refused)),
    ).rejects.toBe(refused);
    await expect(readThroughDayPack(dayPackFacts, 'u1', 'bookings:l1:2026-11-25', noAnswer)).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it("a background refresh of a copy does not clear the offline banner's Last updated", async () => {
    // Bug: the sync's refresh of the reviews copy, landing after the phone went offline, reset
    // "Last updated" while the dashboard still showed the pack's copy.
    await wipeDayPack();
    await readThroughDayPack(dayPackFacts, 'u1', 'lodges', async () => ['Okavango']);
    await readThroughDayPack(dayPackFacts, 'u1', 'lodges', noAnswer);
    const since = shownFromPackSince();
    expect(since).toEqual(expect.any(Number));
    expect(await refreshDayPackCopy(dayPackFacts, 'u1', 'reviews:l1', async () => ['5 stars'])).toEqual([
      '5 stars',
    ]);
    expect(shownFromPackSince()).toBe(since);
    expect(await readThroughDayPack(dayPackFacts, 'u1', 'reviews:l1', noAnswer)).toEqual(['5 stars']);
  });

  it('sign-out wipes every kept copy', async () => {
    await readThroughDayPack(dayPackFacts, 'u1', 'lodges', async () => ['Okavango']);
    await wipeDayPack();
    await expect(readThroughDayPack(dayPackFacts, 'u1', 'lodges', noAnswer)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});

describe('a bug is not offline', () => {
  it('a TypeError that is not a network failure is passed on, never hidden behind the kept copy', async () => {
    await wipeDayPack();
    await readThroughDayPack(dayPackFacts, 'u1', 'lodges', async () => ['Okavango']);
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')");
    await expect(readThroughDayPack(dayPackFacts, 'u1', 'lodges', () => Promise.reject(bug))).rejects.toBe(
      bug,
    );
  });
});
