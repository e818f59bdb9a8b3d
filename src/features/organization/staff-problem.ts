import { serverMessageOf } from '../../../machines/shared/auth-types';
import type { LodgeMember } from '../../lib/supabase/lodge-members';

/** How a member is named in the link picker and on a staff card. */
export const memberName = (member: LodgeMember) =>
  member.fullName?.trim() || (member.username ? `@${member.username}` : 'A team member');

/** Why the server refused a staff change, in words. */
export function staffProblem(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505') return 'That account is already linked to someone else on the staff list.';
  if (code === '42501') return 'Only owners and managers can change the staff list.';
  return serverMessageOf(error) ?? 'Check your connection and try again.';
}
