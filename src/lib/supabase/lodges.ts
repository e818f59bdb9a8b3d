import type { LodgeMembership, LodgeRole } from '../../../machines/shared/lodge-types';
import { getSupabase } from './client';

/**
 * Makes sure the signed-in person belongs to a lodge (RPC `ensure_first_lodge`): a newcomer gets their
 * own lodge, seeded with the sample content, as its owner; anyone else gets their first lodge's id.
 * @returns the lodge id. @throws the PostgREST error.
 */
export async function ensureFirstLodge(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('ensure_first_lodge');
  if (error) throw error;
  return data;
}

/**
 * The lodges `userId` belongs to, with their role in each, oldest membership first: one request, the
 * lodge embedded in each membership (one request and connection fewer than two parallel reads: a
 * signed-in start's reads then fit the browser's six connections per host, issue 11). A membership whose lodge RLS hides is left out. @throws the PostgREST error.
 */
export async function fetchMyLodges(userId: string): Promise<LodgeMembership[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('lodge_members')
    .select('role, created_at, lodge:lodges(id, name, location, timezone)')
    .eq('user_id', userId)
    .order('created_at');
  if (error) throw error;
  return data.flatMap(({ role, lodge }) =>
    lodge
      ? [
          {
            lodgeId: lodge.id,
            name: lodge.name,
            location: lodge.location,
            timezone: lodge.timezone,
            role: role as LodgeRole,
          },
        ]
      : [],
  );
}
