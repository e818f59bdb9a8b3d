import type { GuestExperience } from '../../data/experience';
import { fetchBusinessModelResults } from '../supabase/business-model-results';
import { fetchFeedbackScores } from '../supabase/feedback-scores';
import { fetchLodgeMembers } from '../supabase/lodge-members';
import { fetchMessageTemplates } from '../supabase/message-templates';
import { fetchReviews } from '../supabase/reviews';
import { fetchSocialMentions } from '../supabase/social-mentions';
import { readThroughDayPack, refreshDayPackCopy } from './day-pack';

/**
 * The screens whose data is not rows of the lodge pack (issue 9 "Offline, every screen reads the day
 * pack"): Guest Experience (/experience: templates, social mentions, reviews, feedback scores), saved business-model results (/business) and the team list
 * (/organization/team) keep their last copy per person and lodge in the day pack, read through as the
 * route loads. The sync keeps them fresh once per app start ({@link warmScreenCopies}), so they open
 * offline even before they were visited. Each @throws as its fetch when the server answered with an
 * error, or offline with no copy kept.
 */

/** The Guest Experience screen's four reads, in parallel (one round trip). */
async function fetchGuestExperience(lodgeId: string): Promise<GuestExperience> {
  const [templates, socialPosts, reviews, feedback] = await Promise.all([
    fetchMessageTemplates(lodgeId),
    fetchSocialMentions(lodgeId),
    fetchReviews(lodgeId),
    fetchFeedbackScores(lodgeId),
  ]);
  return { templates, socialPosts, reviews, feedback };
}

/** What each copy is kept under, and how it is fetched. */
const copies = {
  experience: (lodgeId: string) => [`experience:${lodgeId}`, () => fetchGuestExperience(lodgeId)] as const,
  businessResults: (lodgeId: string) =>
    [`business-results:${lodgeId}`, () => fetchBusinessModelResults(lodgeId)] as const,
  team: (lodgeId: string) => [`team:${lodgeId}`, () => fetchLodgeMembers(lodgeId)] as const,
};

/** Guest Experience: message templates, social mentions, reviews with replies, feedback scores. */
export const loadExperienceOffline = (userId: string, lodgeId: string) =>
  readThroughDayPack(userId, ...copies.experience(lodgeId));

/** The lodge's saved business-model results (Business, step 8). */
export const loadBusinessResultsOffline = (userId: string, lodgeId: string) =>
  readThroughDayPack(userId, ...copies.businessResults(lodgeId));

/** The lodge's members and roles (Team). */
export const loadTeamOffline = (userId: string, lodgeId: string) =>
  readThroughDayPack(userId, ...copies.team(lodgeId));

/**
 * Refreshes every copy above (three small reads) in the background: what the offline banner says a
 * screen shows is left alone. @throws the first failure (no answer, a refusal).
 */
export async function warmScreenCopies(userId: string, lodgeId: string): Promise<void> {
  await Promise.all([
    refreshDayPackCopy(userId, ...copies.experience(lodgeId)),
    refreshDayPackCopy(userId, ...copies.businessResults(lodgeId)),
    refreshDayPackCopy(userId, ...copies.team(lodgeId)),
  ]);
}
