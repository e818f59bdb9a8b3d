import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideSupabase } from '../../src/lib/supabase/client';
import type { Database } from '../../src/lib/supabase/database.ts';
import { type TestBackend, confirmedUser, sharedTestBackend } from './harness.ts';
import { fetchFeedbackScores } from '../../src/lib/supabase/feedback-scores';
import { fetchSocialMentions } from '../../src/lib/supabase/social-mentions';
import { fetchMessageTemplates } from '../../src/lib/supabase/message-templates';

/**
 * Guest Experience reads the lodge's own rows (src/lib/supabase/feedback-scores.ts, social-mentions.ts,
 * message-templates.ts), no longer sample rows built into the app: a new sample lodge starts with the
 * spec's (feedback 92, 86, 90 %; three mentions; three templates), and a lodge's rows are its own.
 */
/** Who the app's data modules call as: the client handed to `getSupabase()` (no module mock). */
const signedIn = {
  set client(client: SupabaseClient<Database>) {
    provideSupabase(client);
  },
};
afterAll(() => provideSupabase(null));

let backend: TestBackend;

beforeAll(async () => {
  backend = await sharedTestBackend();
});
afterAll(async () => backend?.stop());

async function ownerOfNewLodge(slug: string) {
  const user = await confirmedUser(backend, `${slug}@gx-data.example.org`, {
    full_name: slug,
    username: slug,
  });
  const client = user.client as SupabaseClient<Database>;
  const { data: lodgeId, error } = await client.rpc('ensure_first_lodge');
  expect(error).toBeNull();
  return { client, lodgeId: lodgeId as string };
}

describe('Guest Experience from the lodge’s own rows', () => {
  it('a new sample lodge has the spec’s feedback scores, social mentions and message templates', async () => {
    const { client, lodgeId } = await ownerOfNewLodge('mpho');
    signedIn.client = client;
    const feedback = await fetchFeedbackScores(lodgeId);
    expect(feedback.map((item) => [item.category, item.score])).toEqual([
      ['Guiding & Activities', 92],
      ['Accommodation', 86],
      ['Food & Dining', 90],
    ]);
    const posts = await fetchSocialMentions(lodgeId);
    expect(posts.map((post) => [post.author, post.likes, post.comments])).toEqual([
      ['@wanderlust.anna', 248, 31],
      ['Okafor Family Travels', 512, 64],
      ['C. Martin', 97, 12],
    ]);
    // Bundled illustrations become the app's own image URLs, never a bare file name.
    expect(posts.every((post) => post.image !== 'social-sunset.svg' && post.image.length > 0)).toBe(true);
    const templates = await fetchMessageTemplates(lodgeId);
    expect(templates.map((template) => template.title)).toEqual([
      'Welcome message',
      'Thank-you after check-out',
      'Reply to a review',
    ]);
    expect(templates[0]?.text).toMatch(/^Dumelang!/);
  });

  it('a lodge’s rows are its own: a change in one lodge is not seen in another', async () => {
    const first = await ownerOfNewLodge('kagiso');
    const second = await ownerOfNewLodge('naledi');
    const { error } = await first.client
      .from('feedback_scores')
      .update({ score: 40 })
      .eq('lodge_id', first.lodgeId)
      .eq('category', 'Accommodation');
    expect(error).toBeNull();
    signedIn.client = first.client;
    expect((await fetchFeedbackScores(first.lodgeId)).map((item) => item.score)).toEqual([92, 40, 90]);
    signedIn.client = second.client;
    expect((await fetchFeedbackScores(second.lodgeId)).map((item) => item.score)).toEqual([92, 86, 90]);
    expect(await fetchFeedbackScores(first.lodgeId)).toEqual([]);
  });
});
