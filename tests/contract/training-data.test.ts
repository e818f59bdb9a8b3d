import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideSupabase } from '../../src/lib/supabase/client';
import type { Database } from '../../src/lib/supabase/database.ts';
import { type TestBackend, sharedTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld } from './lodge-fixtures.ts';
import { fetchTrainingProgress, markModuleDone } from '../../src/lib/supabase/training-progress';
import { fetchPracticeSummary, recordPracticeToday } from '../../src/lib/supabase/language-practice';

/**
 * Issue 8 "Training and language": the app's data modules (src/lib/supabase/training-progress.ts,
 * language-practice.ts) against the backend, as the signed-in member calls them.
 */
/** Who the app's data modules call as: the client handed to `getSupabase()` (no module mock). */
const signedIn = {
  set client(client: SupabaseClient<Database>) {
    provideSupabase(client);
  },
};
afterAll(() => provideSupabase(null));

let backend: TestBackend;
let world: LodgeWorld;

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'learn');
});
afterAll(async () => backend?.stop());

describe('training progress: each member their own (issue 8)', () => {
  it('"Mark as done" stores 100 % with a completion time, once, and only for the caller', async () => {
    signedIn.client = world.people.staff.client;
    const first = await markModuleDone(world.lodgeA, 'tm-safety');
    expect(first).toMatchObject({ moduleId: 'tm-safety', progress: 100 });
    expect(first.completedAt).not.toBeNull();
    const again = await markModuleDone(world.lodgeA, 'tm-safety');
    expect(again.completedAt).toBe(first.completedAt);
    expect((await fetchTrainingProgress(world.lodgeA)).get('tm-safety')?.progress).toBe(100);

    signedIn.client = world.people.manager.client;
    expect((await fetchTrainingProgress(world.lodgeA)).has('tm-safety')).toBe(false);
  });

  it('refuses a trustee (42501) and a member of another lodge', async () => {
    signedIn.client = world.people.trustee.client;
    await expect(markModuleDone(world.lodgeA, 'tm-safety')).rejects.toMatchObject({ code: '42501' });
    signedIn.client = world.people.outsider.client;
    await expect(markModuleDone(world.lodgeA, 'tm-safety')).rejects.toHaveProperty('code');
  });
});

describe('language practice: today counts once (issue 8)', () => {
  it('practising today raises the week and the streak; a second tap changes nothing', async () => {
    signedIn.client = world.people.staff.client;
    const before = await fetchPracticeSummary(world.lodgeA);
    expect(before).toEqual({ daysPractised: 0, streakDays: 0, bestStreakDays: 0, practisedToday: false });
    const after = await recordPracticeToday(world.lodgeA);
    expect(after).toEqual({ daysPractised: 1, streakDays: 1, bestStreakDays: 1, practisedToday: true });
    expect(await recordPracticeToday(world.lodgeA)).toEqual(after);
    const { count } = await world.admin
      .from('language_practice')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', world.people.staff.userId);
    expect(count).toBe(1);
  });
});
