import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/lib/supabase/database.types.ts';
import { type TestBackend, startTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld } from './lodge-fixtures.ts';

/**
 * Issue 8 "Training and language": the app's data modules (src/lib/supabase/training-progress.ts,
 * language-practice.ts) against the backend, as the signed-in member calls them.
 */
const signedIn = vi.hoisted(() => ({ client: null as SupabaseClient<Database> | null }));
vi.mock('../../src/lib/supabase/client', () => ({
  getSupabase: async () => {
    if (!signedIn.client) throw new Error('no client signed in');
    return signedIn.client;
  },
}));

const { fetchTrainingProgress, markModuleDone } = await import('../../src/lib/supabase/training-progress');
const { fetchPracticeSummary, recordPracticeToday } =
  await import('../../src/lib/supabase/language-practice');

let backend: TestBackend;
let world: LodgeWorld;

beforeAll(async () => {
  backend = await startTestBackend();
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
