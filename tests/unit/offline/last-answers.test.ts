import 'fake-indexeddb/auto';
import { set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { dayPackStore, wipeDayPack } from '../../../src/lib/offline/day-pack';
import { lastAnswers } from '../../../src/lib/offline/last-answers';
import {
  emptyTables,
  NotKeptOffline,
  packKey,
  readThroughLodgePack,
  readThroughLodgePackCopy,
  type LodgePack,
} from '../../../src/lib/offline/lodge-pack';
import { readFacts } from '../../support/copy-first';

/**
 * Issue 33 "Nothing typed is ever lost": a screen read again with no signal before this phone has kept
 * its first day pack shows the server's last answer to the same read, not "Not on this phone yet" in
 * place of what was on the screen.
 */
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
const noPackValue = () => null;
/** The day-pack facts actor a loader's router context would hand these reads (issue 35). */
const { dayPack } = readFacts();

beforeEach(async () => {
  await wipeDayPack();
});

describe('a read again offline before the first pack', () => {
  it("bug: the Bookings days vanished when a booking was tapped offline before the first pack — the server's last answer to the same day is shown, marked with when it came", async () => {
    const days = lastAnswers<string[]>();
    const before = Date.now();
    expect(
      await readThroughLodgePackCopy(readFacts(), 'u1', 'l1', async () => ['Sunset cruise'], noPackValue, {
        answers: days,
        key: '2026-11-30',
      }),
    ).toEqual({ value: ['Sunset cruise'], copiedAt: null });
    const offline = await readThroughLodgePackCopy(readFacts(), 'u1', 'l1', noAnswer, noPackValue, {
      answers: days,
      key: '2026-11-30',
    });
    expect(offline.value).toEqual(['Sunset cruise']);
    expect(offline.copiedAt).toBeGreaterThanOrEqual(before);
  });

  it('never gives an answer to another question, person or lodge', async () => {
    const days = lastAnswers<string[]>();
    await readThroughLodgePack(dayPack, 'u1', 'l1', async () => ['Sunset cruise'], noPackValue, {
      answers: days,
      key: '2026-11-30',
    });
    const again = (userId: string, lodgeId: string, key: string) =>
      readThroughLodgePack(dayPack, userId, lodgeId, noAnswer, noPackValue, { answers: days, key });
    await expect(again('u1', 'l1', '2026-12-01')).rejects.toBeInstanceOf(NotKeptOffline);
    await expect(again('u2', 'l1', '2026-11-30')).rejects.toBeInstanceOf(NotKeptOffline);
    await expect(again('u1', 'l2', '2026-11-30')).rejects.toBeInstanceOf(NotKeptOffline);
    // Another kind of read with the same key has its own answers.
    await expect(
      readThroughLodgePack(dayPack, 'u1', 'l1', noAnswer, noPackValue, {
        answers: lastAnswers<string[]>(),
        key: '2026-11-30',
      }),
    ).rejects.toBeInstanceOf(NotKeptOffline);
    expect(await again('u1', 'l1', '2026-11-30')).toEqual(['Sunset cruise']);
  });

  it('is forgotten at sign-out (the day pack is wiped): a shared phone shows nothing of the person who left', async () => {
    const products = lastAnswers<string[]>();
    await readThroughLodgePack(dayPack, 'u1', 'l1', async () => ['Honey'], noPackValue, {
      answers: products,
      key: '',
    });
    await wipeDayPack();
    await expect(
      readThroughLodgePack(dayPack, 'u1', 'l1', noAnswer, noPackValue, { answers: products, key: '' }),
    ).rejects.toBeInstanceOf(NotKeptOffline);
  });

  it('once a pack is kept, the pack is read (the sync keeps it fresh), not the remembered answer', async () => {
    const products = lastAnswers<string[]>();
    await readThroughLodgePack(
      dayPack,
      'u1',
      'l1',
      async () => ['Honey'],
      () => ['Honey', 'Baskets'],
      {
        answers: products,
        key: '',
      },
    );
    const pack: LodgePack = {
      version: 1,
      from: '2026-11-29',
      to: '2026-12-02',
      cursor: null,
      pulledAt: Date.now(),
      tables: emptyTables(),
    };
    await set(packKey('u1', 'l1'), pack, dayPackStore()!);
    expect(
      await readThroughLodgePack(dayPack, 'u1', 'l1', noAnswer, () => ['Honey', 'Baskets'], {
        answers: products,
        key: '',
      }),
    ).toEqual(['Honey', 'Baskets']);
  });

  it('a server error is still said as the server said it (only no answer falls back)', async () => {
    const products = lastAnswers<string[]>();
    await readThroughLodgePack(dayPack, 'u1', 'l1', async () => ['Honey'], noPackValue, {
      answers: products,
      key: '',
    });
    const refused = Object.assign(new Error('permission denied for table products'), { code: '42501' });
    await expect(
      readThroughLodgePack(dayPack, 'u1', 'l1', () => Promise.reject(refused), noPackValue, {
        answers: products,
        key: '',
      }),
    ).rejects.toBe(refused);
  });
});

describe('lastAnswers', () => {
  it('keeps the most recently asked questions, at most its limit', () => {
    const answers = lastAnswers<number>(2);
    answers.remember('a', 1);
    answers.remember('b', 2);
    answers.remember('a', 3);
    answers.remember('c', 4);
    expect(answers.recall('b')).toBeNull();
    expect(answers.recall('a')?.value).toBe(3);
    expect(answers.recall('c')?.value).toBe(4);
  });
});
