import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { getSupabase } from './client';

/** An invite code to send (e.g. over WhatsApp): `XXXX-XXXX`, one use, valid until `expiresAt`. */
export interface LodgeInvitation {
  code: string;
  role: LodgeRole;
  /** ISO timestamp. */
  expiresAt: string;
}

/**
 * Issues an invite code for `role` in the lodge (RPC `create_lodge_invitation`; owners and managers,
 * managers not for owners). @throws the PostgREST error.
 */
export async function createLodgeInvitation(lodgeId: string, role: LodgeRole): Promise<LodgeInvitation> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('create_lodge_invitation', {
    p_lodge_id: lodgeId,
    p_role: role,
  });
  if (error) throw error;
  return { code: data.code, role: data.role, expiresAt: data.expires_at };
}

/** Why an invite code was refused, as `accept_lodge_invitation` reports it (the error's message). */
export type InvitationProblem = 'invitation_not_found' | 'invitation_used' | 'invitation_expired';

/** Thrown by {@link acceptLodgeInvitation} when the code cannot be used. */
export class InvitationRefusedError extends Error {
  constructor(readonly problem: InvitationProblem) {
    super(problem);
    this.name = 'InvitationRefusedError';
  }
}

const problems: readonly InvitationProblem[] = [
  'invitation_not_found',
  'invitation_used',
  'invitation_expired',
];

/**
 * Joins the lodge an invite code belongs to, with the code's role (RPC `accept_lodge_invitation`).
 * The code is sent trimmed and upper-cased. @returns the lodge id.
 * @throws InvitationRefusedError for a wrong, used or expired code; otherwise the PostgREST error.
 */
export async function acceptLodgeInvitation(code: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('accept_lodge_invitation', {
    p_code: code.trim().toUpperCase(),
  });
  if (error) {
    const problem = problems.find((p) => p === error.message);
    // Raised with errcode P0001 (400); matched on the message, which names the reason.
    if (problem) throw new InvitationRefusedError(problem);
    throw error;
  }
  return data;
}
