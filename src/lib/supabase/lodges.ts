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
 * The lodges `userId` belongs to, with their role in each, oldest membership first. Two reads in
 * parallel (memberships, lodges; RLS shows only the caller's lodges) rather than one embedded select.
 * @throws the PostgREST error.
 */
export async function fetchMyLodges(userId: string): Promise<LodgeMembership[]> {
  const supabase = await getSupabase();
  const [members, lodges] = await Promise.all([
    supabase
      .from('lodge_members')
      .select('lodge_id, role, created_at')
      .eq('user_id', userId)
      .order('created_at'),
    supabase.from('lodges').select('id, name, location, timezone'),
  ]);
  if (members.error) throw members.error;
  if (lodges.error) throw lodges.error;
  const byId = new Map(lodges.data.map((lodge) => [lodge.id, lodge]));
  return members.data.flatMap((member) => {
    const lodge = byId.get(member.lodge_id);
    return lodge
      ? [
          {
            lodgeId: lodge.id,
            name: lodge.name,
            location: lodge.location,
            timezone: lodge.timezone,
            role: member.role as LodgeRole,
          },
        ]
      : [];
  });
}
