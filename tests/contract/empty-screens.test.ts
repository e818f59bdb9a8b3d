import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/supabase/database.ts';
import { provideSupabase } from '../../src/lib/supabase/client';
import { fetchChannelShares } from '../../src/lib/supabase/distribution-channels';
import { fetchPracticeSummary } from '../../src/lib/supabase/language-practice';
import { fetchTrainingProgress, markModuleDone } from '../../src/lib/supabase/training-progress';
import { type TestBackend, confirmedUser, sharedTestBackend } from './harness.ts';

/**
 * Issue 34 "Empty screens without a way forward", against the backend through the app's own data
 * modules: Remove sample content takes the seed's learning figures (a figure the person changed
 * stays), and the channel shares come from the lodge's bookings (`channel_shares`).
 */

type Client = SupabaseClient<Database>;
interface Person {
  client: Client;
  userId: string;
}

let backend: TestBackend;
let counter = 0;

async function newPerson(name: string): Promise<Person> {
  const slug = `${name.toLowerCase().replace(/[^a-z]/g, '_')}${counter++}`;
  const user = await confirmedUser(backend, `${slug}@empty-screens.example.org`, { full_name: name });
  return { client: user.client as Client, userId: user.userId };
}

/** The person's first lodge: a sample lodge (ensure_first_lodge). */
async function sampleLodge(person: Person): Promise<string> {
  const { data, error } = await person.client.rpc('ensure_first_lodge');
  expect(error).toBeNull();
  return data as string;
}

beforeAll(async () => {
  backend = await sharedTestBackend();
});
afterAll(async () => {
  provideSupabase(null);
  await backend?.stop();
});

describe('issue 34: Remove sample content takes the seed’s training figures and practice days', () => {
  it('leaves no invented 85 % / 60 %, step 2 of 7 or streak; a module the person finished stays', async () => {
    const owner = await newPerson('Learning Owner');
    const lodgeId = await sampleLodge(owner);
    provideSupabase(owner.client);
    expect((await fetchTrainingProgress(lodgeId)).get('tm-guest-welcome')?.progress).toBe(85);
    expect((await fetchPracticeSummary(lodgeId)).bestStreakDays).toBe(12);
    await markModuleDone(lodgeId, 'tm-safety'); // the seed's 0 %, finished by the person: theirs now

    const removed = await owner.client.rpc('remove_sample_content', { p_lodge_id: lodgeId });
    expect(removed.error).toBeNull();

    const progress = await fetchTrainingProgress(lodgeId);
    expect([...progress.keys()]).toEqual(['tm-safety']);
    expect(progress.get('tm-safety')?.progress).toBe(100);
    expect(await fetchPracticeSummary(lodgeId)).toEqual({
      daysPractised: 0,
      streakDays: 0,
      bestStreakDays: 0,
      practisedToday: false,
    });
  });
});

describe('issue 34: channel shares come from the lodge’s bookings by channel', () => {
  it('gives each channel its share of the booking revenue, for every member; none without bookings', async () => {
    const owner = await newPerson('Shares Owner');
    const lodgeId = await sampleLodge(owner);
    provideSupabase(owner.client);
    const shares = await fetchChannelShares(lodgeId);
    // The sample stays of the last months came through both sample channels: their revenue, not 45/55.
    expect(shares.channels.map((channel) => channel.name).sort()).toEqual([
      'Direct bookings',
      'Online travel agencies (OTA)',
    ]);
    const total = shares.channels.reduce((sum, channel) => sum + channel.sharePct, 0);
    expect(total).toBeGreaterThanOrEqual(99.9);
    expect(total).toBeLessThanOrEqual(100.1);
    expect(shares.channels.map((channel) => channel.sharePct)).not.toEqual([45, 55]);
    expect(shares.from < shares.to).toBe(true);

    // The same figures as Finances' by_channel over the window's 12 months (one definition).
    const revenue = new Map<string, number>();
    for (let index = 0; index < 12; index += 1) {
      const month = new Date(`${shares.from}T12:00:00Z`);
      month.setUTCMonth(month.getUTCMonth() + index);
      const { data, error } = await owner.client.rpc('finance_summary', {
        p_lodge_id: lodgeId,
        p_month: month.toISOString().slice(0, 10),
      });
      expect(error).toBeNull();
      for (const row of (data as { by_channel: { name: string; revenue: number }[] }).by_channel)
        revenue.set(row.name, (revenue.get(row.name) ?? 0) + Number(row.revenue));
    }
    const all = [...revenue.values()].reduce((sum, value) => sum + value, 0);
    for (const channel of shares.channels)
      expect(channel.sharePct).toBeCloseTo(((revenue.get(channel.name) ?? 0) * 100) / all, 1);

    await owner.client.rpc('remove_sample_content', { p_lodge_id: lodgeId });
    expect((await fetchChannelShares(lodgeId)).channels).toEqual([]);

    const outsider = await newPerson('Shares Outsider');
    await sampleLodge(outsider);
    provideSupabase(outsider.client);
    await expect(fetchChannelShares(lodgeId)).rejects.toMatchObject({ code: '42501' });
  });
});
