import { problemSentence } from '../../lib/supabase/errors';
import type { LodgeMember } from '../../lib/supabase/lodge-members';

/** How a member is named in the link picker and on a staff card. */
export const memberName = (member: LodgeMember) =>
  member.fullName?.trim() || (member.username ? `@${member.username}` : 'A team member');

/** Why the server refused a staff change, in words (the error catalogue's staff sentences). */
export const staffProblem = (error: unknown): string => problemSentence(error, 'staff');
