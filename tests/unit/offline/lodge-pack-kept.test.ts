import 'fake-indexeddb/auto';
import { set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { dayPackStore, wipeDayPack } from '../../../src/lib/offline/day-pack';
import { hasLodgePack, packKey } from '../../../src/lib/offline/lodge-pack';

/**
 * Review of issue 33: the Today card's loader asks only whether the phone holds the lodge's rows
 * (it read the whole pack to find out): `hasLodgePack` answers without reading them.
 */
describe('hasLodgePack', () => {
  beforeEach(() => wipeDayPack());

  it("answers whether this person's copy of this lodge is kept, and nobody else's", async () => {
    expect(await hasLodgePack('user-1', 'lodge-1')).toBe(false);
    const store = dayPackStore();
    if (!store) throw new Error('IndexedDB is missing');
    await set(packKey('user-1', 'lodge-1'), { version: 1 }, store);
    expect(await hasLodgePack('user-1', 'lodge-1')).toBe(true);
    expect(await hasLodgePack('user-2', 'lodge-1')).toBe(false);
    expect(await hasLodgePack('user-1', 'lodge-2')).toBe(false);
    await wipeDayPack();
    expect(await hasLodgePack('user-1', 'lodge-1')).toBe(false);
  });
});
