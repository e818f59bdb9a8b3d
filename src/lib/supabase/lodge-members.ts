import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { getSupabase } from './client';
import { updateIfUnchanged, type Edited } from './update-if-unchanged';

/** A member of a lodge as the Team page lists them. */
export interface LodgeMember {
  userId: string;
  fullName: string | null;
  username: string | null;
  role: LodgeRole;
  /**
   * The version of the member's role (`updated_at`, the server's clock; it moves only with the role):
   * a role change is sent conditional on it (issue 33). Absent in a copy kept before issue 33.
   */
  updatedAt?: string;
}

/**
 * The lodge's members with name, username and role (profiles embedded through `user_id`), in the order
 * they joined: a role change never moves a row under the finger (issue 18). @throws the PostgREST error.
 */
export async function fetchLodgeMembers(lodgeId: string): Promise<LodgeMember[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('lodge_members')
    .select('user_id, role, updated_at, person:profiles!lodge_members_user_id_fkey(full_name, username)')
    .eq('lodge_id', lodgeId)
    .order('created_at');
  if (error) throw error;
  return data.map((row): LodgeMember => ({
    userId: row.user_id,
    role: row.role,
    updatedAt: row.updated_at,
    fullName: row.person?.full_name ?? null,
    username: row.person?.username ?? null,
  }));
}

/**
 * Issue 33 "No lost updates, anywhere": gives `member` (as the person saw it) of `lodgeId` the role
 * `role`, only while their role is still version `seen` (`member.updatedAt`, or their version after
 * Keep mine; null: unconditional). Resolves to `{ saved }` (the member with the role kept) or, when
 * someone changed the role meanwhile, `{ theirs }` with the role as it is now and who changed it —
 * nothing written. The owner rules stay the database's (private.guard_lodge_member).
 * @throws 42501 `only_owners_manage_owners` / `owners_step_down_themselves` / `last_owner` when the
 * caller may not; `RowGone` when the member left meanwhile; the PostgREST error.
 */
export function updateMemberRole(
  lodgeId: string,
  member: LodgeMember,
  role: LodgeRole,
  seen: string | null | undefined,
): Promise<Edited<LodgeMember>> {
  return updateIfUnchanged(
    'lodge_members',
    { lodge_id: lodgeId, user_id: member.userId },
    seen,
    role === member.role ? {} : { role },
    'user_id, role, updated_at',
    (row: { role: LodgeRole; updated_at: string }): LodgeMember => ({
      ...member,
      role: row.role,
      updatedAt: row.updated_at,
    }),
  );
}

/**
 * Gives a member another role, unconditionally (an owner stepping down: their own row, which nobody
 * else may change). Refused with 42501 `only_owners_manage_owners` / `last_owner` when the
 * caller may not. @throws the PostgREST error.
 */
export async function changeMemberRole(lodgeId: string, userId: string, role: LodgeRole): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('lodge_members')
    .update({ role })
    .eq('lodge_id', lodgeId)
    .eq('user_id', userId);
  if (error) throw error;
}

/**
 * Removes a member from the lodge (their own row: leaving). Refused with 42501 when the caller may not
 * (e.g. a manager removing an owner). @throws the PostgREST error.
 */
export async function removeMember(lodgeId: string, userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('lodge_members')
    .delete()
    .eq('lodge_id', lodgeId)
    .eq('user_id', userId);
  if (error) throw error;
}

/**
 * The signed-in person's role in `lodgeId` as the server has it now (null when not a member): Needs
 * attention names it when a waiting write was refused for the role (issue 18). @throws the PostgREST
 * error.
 */
export async function fetchMyRole(lodgeId: string): Promise<LodgeRole | null> {
  const supabase = await getSupabase();
  const { data: session } = await supabase.auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) return null;
  const { data, error } = await supabase
    .from('lodge_members')
    .select('role')
    .eq('lodge_id', lodgeId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.role ?? null;
}
