import 'fake-indexeddb/auto';
import { set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { takeCopyShown } from '../../../src/lib/offline/copy-first';
import { readFacts } from '../../support/copy-first';
import { dayPackStore, wipeDayPack } from '../../../src/lib/offline/day-pack';
import type { ReadFacts } from '../../../src/lib/offline/copy-first';
import {
  emptyTables,
  packKey,
  readThroughLodgePack,
  readThroughLodgePackCopy,
  type LodgePack,
} from '../../../src/lib/offline/lodge-pack';
import { lastAnswers } from '../../../src/lib/offline/last-answers';

/**
 * Issue 22 "The installed app opens on today's data at once": while the lodge actor shows the phone's
 * copy, a screen's read gives the day pack's rows at once, with when they were pulled, and never
 * waits for the server; once the server has answered it is asked first and its rows are not marked.
 */
const pulledAt = Date.parse('2026-11-26T14:32:00');
const pack: LodgePack = {
  version: 1,
  from: '2026-11-25',
  to: '2026-11-28',
  cursor: null,
  pulledAt,
  tables: emptyTables(),
};
const fromPack = () => ['kept row'];
const never = () => new Promise<string[]>(() => {});
/** A read of its own kind, with no answer remembered yet. */
const newRead = () => ({ answers: lastAnswers<string[]>(), key: '' });

let showingCopy = false;
/** The loader's router context's facts (issue 35): the lodge actor's tag is `showingCopy` here. */
let facts: ReadFacts;
const shownFromPackSince = () => facts.dayPack.getSnapshot().context.shownFromPackSince;

beforeEach(async () => {
  showingCopy = false;
  facts = readFacts(() => showingCopy);
  await wipeDayPack();
  await set(packKey('u1', 'l1'), pack, dayPackStore()!);
});

describe('readThroughLodgePackCopy', () => {
  it('opens on the copy at once (no request) with when it was taken', async () => {
    showingCopy = true;
    let asked = false;
    const read = readThroughLodgePackCopy(
      facts,
      'u1',
      'l1',
      () => {
        asked = true;
        return never();
      },
      fromPack,
      newRead(),
    );
    expect(await read).toEqual({ value: ['kept row'], copiedAt: pulledAt });
    expect(asked).toBe(false);
    expect(shownFromPackSince()).toBe(pulledAt);
  });

  it("once the server has answered, shows the server's rows unmarked", async () => {
    expect(
      await readThroughLodgePackCopy(facts, 'u1', 'l1', async () => ['server row'], fromPack, newRead()),
    ).toEqual({
      value: ['server row'],
      copiedAt: null,
    });
    expect(shownFromPackSince()).toBeNull();
  });

  it('marks the copy when the server gives no answer, and asks the server when no copy is kept', async () => {
    const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await readThroughLodgePackCopy(facts, 'u1', 'l1', noAnswer, fromPack, newRead())).toEqual({
      value: ['kept row'],
      copiedAt: pulledAt,
    });
    showingCopy = true;
    expect(
      await readThroughLodgePackCopy(facts, 'u2', 'l1', async () => ['server row'], fromPack, newRead()),
    ).toEqual({
      value: ['server row'],
      copiedAt: null,
    });
  });

  it('notes that a screen was given the copy (the router reloads it once the server answers)', async () => {
    showingCopy = true;
    await readThroughLodgePackCopy(facts, 'u1', 'l1', never, fromPack, newRead());
    expect(takeCopyShown(facts.dayPack)).toBe(true);
    expect(takeCopyShown(facts.dayPack)).toBe(false);
    // Read from the server: nothing to read again.
    showingCopy = false;
    await readThroughLodgePackCopy(facts, 'u1', 'l1', async () => ['server row'], fromPack, newRead());
    expect(takeCopyShown(facts.dayPack)).toBe(false);
  });

  it('asks the server when it answered the lodge actor while the pack was being read', async () => {
    showingCopy = true;
    const answeredMeanwhile = () => {
      showingCopy = false;
      return ['kept row'];
    };
    expect(
      await readThroughLodgePackCopy(
        facts,
        'u1',
        'l1',
        async () => ['server row'],
        answeredMeanwhile,
        newRead(),
      ),
    ).toEqual({
      value: ['server row'],
      copiedAt: null,
    });
    expect(takeCopyShown(facts.dayPack)).toBe(false);
  });
});

describe('readThroughLodgePack (the screens that do not open on the copy)', () => {
  it('products after a reload kept the copy once the server had answered: such screens ask the server first', async () => {
    showingCopy = true;
    const read = readThroughLodgePack(
      facts.dayPack,
      'u1',
      'l1',
      async () => ['server row'],
      fromPack,
      newRead(),
    );
    expect(await read).toEqual(['server row']);
    expect(takeCopyShown(facts.dayPack)).toBe(false);
  });
});
