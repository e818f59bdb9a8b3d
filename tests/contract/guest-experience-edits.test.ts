import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideSupabase } from '../../src/lib/supabase/client';
import {
  deleteFeedbackScore,
  fetchFeedbackScores,
  updateFeedbackScore,
} from '../../src/lib/supabase/feedback-scores';
import {
  deleteMessageTemplate,
  fetchMessageTemplates,
  updateMessageTemplate,
} from '../../src/lib/supabase/message-templates';
import { deleteReview, fetchReviews, updateReview } from '../../src/lib/supabase/reviews';
import {
  deleteSocialMention,
  fetchSocialMentions,
  updateSocialMention,
} from '../../src/lib/supabase/social-mentions';
import { RowGone } from '../../src/lib/supabase/update-if-unchanged';
import { type TestBackend, sharedTestBackend } from './harness.ts';
import { buildLodgeWorld, must, type LodgeWorld, type Person } from './lodge-fixtures';

/**
 * Issue 18 "Everything the sample notice promises": reviews, feedback scores, social mentions and
 * message templates can be edited and deleted by owners and managers — through the app's own data
 * modules (src/lib/supabase/*.ts) on the embedded backend; staff and trustees are refused (42501) and
 * the row stays. The full table × role matrix is tests/contract/rls-matrix.test.ts.
 */
let backend: TestBackend;
let world: LodgeWorld;

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'gxedit');
});
afterAll(async () => {
  provideSupabase(null);
  await backend?.stop();
});

const as = (person: Person) => provideSupabase(world.people[person].client);

async function rows() {
  const lodge_id = world.lodgeA;
  const review = must(
    await world.admin
      .from('reviews')
      .insert({ lodge_id, guest_name: 'Anna', review_date: '2026-11-01', body: 'Lovely', rating: 5 })
      .select('id')
      .single(),
  ).id;
  const score = must(
    await world.admin
      .from('feedback_scores')
      .insert({ lodge_id, category: 'Food', score: 90 })
      .select('id')
      .single(),
  ).id;
  const mention = must(
    await world.admin
      .from('social_mentions')
      .insert({
        lodge_id,
        image: 'social-sunset.svg',
        image_alt: 'Sunset',
        author: 'C. Martin',
        platform: 'Instagram',
      })
      .select('id')
      .single(),
  ).id;
  const template = must(
    await world.admin
      .from('message_templates')
      .insert({ lodge_id, title: 'Welcome', channel: 'WhatsApp', body: 'Welcome to {lodge}.' })
      .select('id')
      .single(),
  ).id;
  return { review, score, mention, template };
}

/** The rows as the person's screen shows them (each with the version an edit is conditional on). */
async function opened(lodgeId: string, ids: Awaited<ReturnType<typeof rows>>) {
  const find = <Row extends { id: string }>(list: Row[], id: string) => {
    const row = list.find((item) => item.id === id);
    if (!row) throw new Error(`row ${id} not shown`);
    return row;
  };
  return {
    review: find(await fetchReviews(lodgeId), ids.review),
    score: find(await fetchFeedbackScores(lodgeId), ids.score),
    mention: find(await fetchSocialMentions(lodgeId), ids.mention),
    template: find(await fetchMessageTemplates(lodgeId), ids.template),
  };
}

const edits = (shown: Awaited<ReturnType<typeof opened>>) => [
  () => updateReview(shown.review, { name: 'Anna B.', date: '2026-11-02', text: 'Lovely!', rating: 4 }),
  () => updateFeedbackScore(shown.score, { category: 'Food & Dining', score: 91, feedback: 'Fire' }),
  () =>
    updateSocialMention(shown.mention, {
      author: 'Claire',
      platform: 'Facebook',
      caption: 'Stars',
      likes: 3,
      comments: 1,
      imageAlt: 'Sunset over the delta',
    }),
  () =>
    updateMessageTemplate(shown.template, {
      title: 'Hello',
      channel: 'SMS',
      text: 'Hi from {lodge}.',
    }),
];

const deletes = (lodgeId: string, ids: Awaited<ReturnType<typeof rows>>) => [
  () => deleteReview(lodgeId, ids.review),
  () => deleteFeedbackScore(lodgeId, ids.score),
  () => deleteSocialMention(lodgeId, ids.mention),
  () => deleteMessageTemplate(lodgeId, ids.template),
];

async function stillThere(ids: Awaited<ReturnType<typeof rows>>) {
  const count = async (
    table: 'reviews' | 'feedback_scores' | 'social_mentions' | 'message_templates',
    id: string,
  ) => (await world.admin.from(table).select('id').eq('id', id)).data?.length ?? 0;
  return [
    await count('reviews', ids.review),
    await count('feedback_scores', ids.score),
    await count('social_mentions', ids.mention),
    await count('message_templates', ids.template),
  ];
}

describe('Guest Experience edits (issue 18)', () => {
  it.each(['owner', 'manager'] as const)('%s edits and deletes each kind', async (person) => {
    const ids = await rows();
    as(person);
    for (const edit of edits(await opened(world.lodgeA, ids))) await edit();
    const review = must(
      await world.admin.from('reviews').select('guest_name, rating').eq('id', ids.review).single(),
    );
    expect(review).toEqual({ guest_name: 'Anna B.', rating: 4 });
    const template = must(
      await world.admin.from('message_templates').select('body').eq('id', ids.template).single(),
    );
    expect(template.body).toBe('Hi from {lodge}.');
    for (const remove of deletes(world.lodgeA, ids)) await remove();
    expect(await stillThere(ids)).toEqual([0, 0, 0, 0]);
  });

  it.each(['staff', 'trustee'] as const)(
    '%s is refused (42501) and every row stays as it was',
    async (person) => {
      const ids = await rows();
      as(person);
      for (const edit of edits(await opened(world.lodgeA, ids)))
        await expect(edit()).rejects.toMatchObject({ code: '42501' });
      for (const remove of deletes(world.lodgeA, ids))
        await expect(remove()).rejects.toMatchObject({ code: '42501' });
      expect(await stillThere(ids)).toEqual([1, 1, 1, 1]);
      const review = must(
        await world.admin.from('reviews').select('guest_name').eq('id', ids.review).single(),
      );
      expect(review.guest_name).toBe('Anna');
    },
  );

  it('an edit of a row deleted meanwhile says so instead of pretending it saved', async () => {
    const ids = await rows();
    as('manager');
    const shown = await opened(world.lodgeA, ids);
    must(await world.admin.from('reviews').delete().eq('id', ids.review).select());
    await expect(
      updateReview(shown.review, { name: 'Anna', date: '2026-11-01', text: 'x', rating: 5 }),
    ).rejects.toBeInstanceOf(RowGone);
  });
});
