import { fromPromise } from 'xstate';
import type { ResolvedLodges } from '../../../machines/lodge.machine';
import { readLodgeChoice, readLodgeChoiceTime, writeLodgeChoice } from '../../lib/lodge/lodge-choice';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import type { DayPackFactsRef } from '../../lib/offline/day-pack-facts';

/**
 * The lodges' data module loads when first called, not with the entry: a signed-out visit never needs
 * it, and a signed-in start finds it in the preloaded `lodge-day` chunk (issue 11 budget).
 */
const lodgesModule = () => import('../../lib/supabase/lodges');

/** The lodge the person opened last on any phone (the server's record), or null. */
export function lastOpenedLodge(lodges: readonly LodgeMembership[]): LodgeMembership | null {
  let latest: LodgeMembership | null = null;
  for (const lodge of lodges) {
    if (lodge.lastOpenedAt && (!latest?.lastOpenedAt || lodge.lastOpenedAt > latest.lastOpenedAt))
      latest = lodge;
  }
  return latest;
}

/**
 * The person's latest choice of lodge on any phone (issue 18): the lodge opened last according to the
 * server, unless this phone chose another one after it (a choice made offline, which the server has
 * not heard of yet); null when neither is among `lodges`. Times are compared as instants (the phone's
 * clock against the server's: a phone whose clock is far off may prefer its own choice).
 */
export function latestChoice(
  lodges: readonly LodgeMembership[],
  phone: { lodgeId: string | null; at: string | null },
): LodgeMembership | null {
  const server = lastOpenedLodge(lodges);
  const mine = lodges.find((lodge) => lodge.lodgeId === phone.lodgeId) ?? null;
  if (!server || !mine) return server ?? mine;
  const serverAt = Date.parse(server.lastOpenedAt ?? '');
  const phoneAt = Date.parse(phone.at ?? '');
  return Number.isFinite(phoneAt) && (!Number.isFinite(serverAt) || phoneAt > serverAt) ? mine : server;
}

/**
 * Lists the person's lodges; a newcomer in none first joins the lodge of the invite code they typed on
 * Register (`join_lodge_from_sign_up`, issue 18) or, without one, gets their seeded first lodge
 * (`ensure_first_lodge`, only at their first lodge ever). The current lodge is `preferredLodgeId` (one
 * just joined) when the person belongs to it, else their latest choice on any phone
 * ({@link latestChoice}), else the first. Someone who left their only lodge gets no lodges and
 * `currentLodgeId` '' (issue 33: the app shows "Join a lodge or start one").
 * @throws the PostgREST error.
 */
export async function resolveLodges(input: {
  userId: string;
  preferredLodgeId: string | null;
}): Promise<ResolvedLodges> {
  const { ensureFirstLodge, fetchMyLodges, joinLodgeFromSignUp } = await lodgesModule();
  let lodges = await fetchMyLodges(input.userId);
  if (lodges.length === 0) {
    if ((await joinLodgeFromSignUp()) === null) await ensureFirstLodge();
    lodges = await fetchMyLodges(input.userId);
  }
  const first = lodges[0];
  if (!first) return { lodges: [], currentLodgeId: '' };
  const find = (lodgeId: string | null) => lodges.find((lodge) => lodge.lodgeId === lodgeId);
  const phone = { lodgeId: readLodgeChoice(input.userId), at: readLodgeChoiceTime(input.userId) };
  const current = find(input.preferredLodgeId) ?? latestChoice(lodges, phone) ?? first;
  return { lodges, currentLodgeId: current.lodgeId };
}

/**
 * The person's lodges as this phone last saw them (the day pack's copy of {@link resolveLodges}), with
 * the remembered choice as current when it is among them, else the copy's current, else the first;
 * null with no copy (first start on this phone, or after a sign-out wiped it).
 * No request: the app opens at once and the list is refreshed behind it (issue 11).
 */
export async function recallLodges(input: { userId: string }): Promise<ResolvedLodges | null> {
  const pack = await import('../../lib/offline/day-pack');
  const kept = await pack.readDayPackCopy<ResolvedLodges>(input.userId, 'lodges');
  const first = kept?.value.lodges[0];
  if (!kept || !first) return null;
  const find = (lodgeId: string | null) => kept.value.lodges.find((lodge) => lodge.lodgeId === lodgeId);
  const current = find(readLodgeChoice(input.userId)) ?? find(kept.value.currentLodgeId) ?? first;
  return { lodges: kept.value.lodges, currentLodgeId: current.lodgeId };
}

/**
 * The lodge machine's Supabase-backed implementations, for `lodgeMachine.provide()`; its reads tell
 * `dayPack` (the app's day-pack facts actor, given by src/app/lodge-actor.ts) what the screens show.
 */
export const lodgeImplementations = (dayPack: DayPackFactsRef) => ({
  actors: {
    resolveLodges: fromPromise<ResolvedLodges, { userId: string; preferredLodgeId: string | null }>(
      // Offline, the person's lodges come from the day pack (issue 9): the app opens on its screens.
      ({ input }) =>
        import('../../lib/offline/day-pack').then((pack) =>
          pack.readThroughDayPack(dayPack, input.userId, 'lodges', () => resolveLodges(input)),
        ),
    ),
    recallLodges: fromPromise<ResolvedLodges | null, { userId: string }>(({ input }) => recallLodges(input)),
    // The server's answer, kept as the next start's copy, with the person's latest choice on any phone as
    // current (issue 18: a phone that kept its own list still opens the lodge used last on another
    // one). A refresh the machine stopped (a lodge joined meanwhile) keeps nothing (`signal`).
    refreshLodges: fromPromise<ResolvedLodges, { userId: string; currentLodgeId: string | null }>(
      ({ input, signal }) =>
        import('../../lib/offline/day-pack').then((pack) =>
          pack.refreshDayPackCopy(
            dayPack,
            input.userId,
            'lodges',
            () => resolveLodges({ userId: input.userId, preferredLodgeId: null }),
            signal,
          ),
        ),
    ),
  },
  actions: {
    // Kept on this phone, and on the server when it is a new choice (issue 18: any phone opens the
    // lodge used last). Offline the server learns it at the next switch; the phone's copy holds meanwhile.
    rememberChoice: (_: unknown, params: { userId: string; lodgeId: string }) => {
      if (!params.lodgeId) return;
      const changed = readLodgeChoice(params.userId) !== params.lodgeId;
      writeLodgeChoice(params.userId, params.lodgeId);
      if (changed)
        void lodgesModule()
          .then((lodges) => lodges.openLodge(params.lodgeId))
          .catch(() => undefined);
    },
  },
});
