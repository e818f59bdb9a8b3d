import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { getSupabase } from './client';

/**
 * Makes sure a newcomer has a lodge (RPC `ensure_first_lodge`): someone who never belonged to a lodge
 * and signed up without an invite code gets their own lodge, seeded with the sample content, as its
 * owner; a member gets their first lodge's id; someone who left their only lodge (or whose code could
 * no longer be used) gets null and chooses on "Join a lodge or start one" (issue 33).
 * @returns the lodge id, or null. @throws the PostgREST error.
 */
export async function ensureFirstLodge(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('ensure_first_lodge');
  if (error) throw error;
  return data ?? null;
}

/**
 * The lodges `userId` belongs to, with their role in each (and each lodge's time zone, currency and
 * community share, issue 35), oldest membership first: one request, the
 * lodge embedded in each membership (one request and connection fewer than two parallel reads: a
 * signed-in start's reads then fit the browser's six connections per host, issue 11). A membership whose lodge RLS hides is left out. @throws the PostgREST error.
 */
export async function fetchMyLodges(userId: string): Promise<LodgeMembership[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('lodge_members')
    .select(
      'role, created_at, last_opened_at, lodge:lodges(id, name, location, timezone, latitude, longitude, sample_content, currency, community_share_pct)',
    )
    .eq('user_id', userId)
    .order('created_at');
  if (error) throw error;
  return data.flatMap(({ role, lodge, last_opened_at }) =>
    lodge
      ? [
          {
            lodgeId: lodge.id,
            name: lodge.name,
            location: lodge.location,
            timezone: lodge.timezone,
            role,
            lastOpenedAt: last_opened_at,
            latitude: lodge.latitude === null ? null : Number(lodge.latitude),
            longitude: lodge.longitude === null ? null : Number(lodge.longitude),
            sample: lodge.sample_content,
            currency: lodge.currency,
            communitySharePct: Number(lodge.community_share_pct),
          },
        ]
      : [],
  );
}

/**
 * A first sign-in by someone who typed an invite code on Register (RPC `join_lodge_from_sign_up`,
 * reading the code from their user metadata): joins that lodge before any sample lodge is made.
 * @returns the lodge id, or null (no code, already in a lodge, or a code that cannot be used).
 * @throws the PostgREST error.
 */
export async function joinLodgeFromSignUp(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('join_lodge_from_sign_up');
  if (error) throw error;
  return data;
}

/**
 * Records on the server that the person opened `lodgeId` (RPC `open_lodge`), so their other phones
 * open it too. @throws the PostgREST error.
 */
export async function openLodge(lodgeId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('open_lodge', { p_lodge_id: lodgeId });
  if (error) throw error;
}
