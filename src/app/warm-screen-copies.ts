import type { DayPackFactsRef } from '../lib/offline/day-pack-facts';

/**
 * The screens' kept copies that are not rows of the lodge pack (Guest Experience, business results,
 * Team), refreshed by the sync once per app start so they open offline before they were visited; the
 * wipe generation they keep under is `dayPack`'s (the router context's day-pack facts actor, handed to
 * the sync). Each lives in its area's data module, loaded only when the sync asks. @throws the first
 * failure.
 */
export async function warmScreenCopies(
  dayPack: DayPackFactsRef,
  userId: string,
  lodgeId: string,
): Promise<void> {
  await Promise.all([
    import('../features/experience/experience.data').then((m) =>
      m.warmExperienceCopy(dayPack, userId, lodgeId),
    ),
    import('../features/business-model/business-model.data').then((m) =>
      m.warmBusinessResultsCopy(dayPack, userId, lodgeId),
    ),
    import('../features/organization/team.data').then((m) => m.warmTeamCopy(dayPack, userId, lodgeId)),
  ]);
}
