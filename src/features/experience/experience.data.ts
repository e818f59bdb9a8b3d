import type { GuestExperience } from '../../data/experience';
import { readAroundOutbox } from '../../lib/offline/outbox';
import { withOutbox } from '../../lib/offline/commands';
import { readThroughDayPack, refreshDayPackCopy } from '../../lib/offline/day-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import type { DayPackFactsRef } from '../../lib/offline/day-pack-facts';
import { fetchFeedbackScores } from '../../lib/supabase/feedback-scores';
import { fetchMessageTemplates } from '../../lib/supabase/message-templates';
import { fetchReviews } from '../../lib/supabase/reviews';
import { fetchSocialMentions } from '../../lib/supabase/social-mentions';

/**
 * Guest Experience's data (/experience): message templates, social mentions, reviews with replies and
 * feedback scores. Not rows of the lodge pack: the last answer is kept per person and lodge in the day
 * pack (issue 9 "Offline, every screen reads the day pack"), read through as the route loads and warmed
 * by the sync once per app start ({@link warmExperienceCopy}), so it opens offline before it was visited.
 */

/** The four reads, in parallel (one round trip). @throws the first PostgREST error. */
async function fetchGuestExperience(lodgeId: string): Promise<GuestExperience> {
  const [templates, socialPosts, reviews, feedback] = await Promise.all([
    fetchMessageTemplates(lodgeId),
    fetchSocialMentions(lodgeId),
    fetchReviews(lodgeId),
    fetchFeedbackScores(lodgeId),
  ]);
  return { templates, socialPosts, reviews, feedback };
}

const copyKey = (lodgeId: string) => `experience:${lodgeId}`;

/**
 * The route's loader: the server's answer (kept), else offline the copy kept; the waiting edits laid over (bug: an offline edit vanished from its screen when it read again).
 * @throws the fetch's error when the server answered with one, or offline with no copy kept.
 */
export const loadExperienceOffline = (
  facts: ReadFacts,
  userId: string,
  lodgeId: string,
): Promise<GuestExperience> =>
  readAroundOutbox(userId, () =>
    readThroughDayPack(facts.dayPack, userId, copyKey(lodgeId), () => fetchGuestExperience(lodgeId)),
  ).then(({ value, waiting }) => withOutbox('guestExperience', value, waiting, { lodgeId }));

/** Refreshes the kept copy in the background (the sync), leaving the banner alone. @throws the fetch's error. */
export const warmExperienceCopy = (
  dayPack: DayPackFactsRef,
  userId: string,
  lodgeId: string,
): Promise<GuestExperience> =>
  refreshDayPackCopy(dayPack, userId, copyKey(lodgeId), () => fetchGuestExperience(lodgeId));
