import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { getSupabase } from './client';

/** An invite code to send (e.g. over WhatsApp): `XXXX-XXXX`, one use, valid until `expiresAt`. */
export interface LodgeInvitation {
  /** The invitation's id (for Revoke); absent in older copies. */
  id?: string;
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
  return { id: data.id, code: data.code, role: data.role, expiresAt: data.expires_at };
}

/**
 * Whether an invite code can be used to join a lodge now (RPC `invite_code_is_valid`, callable signed
 * out, issue 33): true when it exists, is unused, unexpired and not revoked; false otherwise, with no
 * reason. Asked by Register before signing up and after GoTrue's generic "Database error saving new
 * user". @throws the PostgREST error: 429 `PT429` 'too_many_invite_code_checks' past 20 checks per
 * caller (or 2,000 overall) in 10 minutes; or supabase-js's network error.
 */
export async function isInviteCodeValid(code: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('invite_code_is_valid', { p_code: code.trim() });
  if (error) throw error;
  return data;
}

/** Why an invite code was refused, as `accept_lodge_invitation` reports it (the error's message). */
export type InvitationProblem =
  'invitation_not_found' | 'invitation_revoked' | 'invitation_used' | 'invitation_expired';

/** Thrown by {@link acceptLodgeInvitation} when the code cannot be used. */
export class InvitationRefusedError extends Error {
  constructor(readonly problem: InvitationProblem) {
    super(problem);
    this.name = 'InvitationRefusedError';
  }
}

const problems: readonly InvitationProblem[] = [
  'invitation_not_found',
  'invitation_revoked',
  'invitation_used',
  'invitation_expired',
];

/**
 * Joins the lodge an invite code belongs to, with the code's role (RPC `accept_lodge_invitation`).
 * The code is sent trimmed and upper-cased. @returns the lodge id.
 * @throws InvitationRefusedError for a wrong, revoked, used or expired code; otherwise the PostgREST
 * error.
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

/** What joining with a code did (RPC `redeem_lodge_invitation`, issue 18). */
export interface RedeemedInvitation {
  lodgeId: string;
  /** The person's role in that lodge now (their existing one when already a member). */
  role: LodgeRole;
  /** The person was in that lodge already: nothing changed and the code stays unused. */
  alreadyMember: boolean;
  /** Another lodge the person alone owns that is a sample lodge nobody changed, else null. */
  sampleLodgeId: string | null;
}

/**
 * Joins the lodge an invite code belongs to and says what happened (RPC `redeem_lodge_invitation`).
 * @throws InvitationRefusedError for a wrong, used, expired or revoked code; otherwise the PostgREST
 * error.
 */
export async function redeemLodgeInvitation(code: string): Promise<RedeemedInvitation> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('redeem_lodge_invitation', {
    p_code: code.trim().toUpperCase(),
  });
  if (error) {
    const problem = problems.find((p) => p === error.message);
    if (problem) throw new InvitationRefusedError(problem);
    throw error;
  }
  return {
    lodgeId: data.lodge_id,
    role: data.role,
    alreadyMember: data.already_member,
    sampleLodgeId: data.sample_lodge_id,
  };
}

/** An invite code not used yet, not revoked and not expired, as the Team page lists it. */
export interface PendingInvitation extends LodgeInvitation {
  id: string;
}

/**
 * The lodge's pending invitations (unused, not revoked, not expired), soonest expiry first (owners and managers;
 * RLS shows others none). @throws the PostgREST error.
 */
export async function fetchPendingInvitations(lodgeId: string): Promise<PendingInvitation[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('lodge_invitations')
    .select('id, code, role, expires_at')
    .eq('lodge_id', lodgeId)
    .is('used_at', null)
    .is('revoked_at', null)
    .gt('expires_at', new Date().toISOString())
    .order('expires_at');
  if (error) throw error;
  return data.map((row) => ({ id: row.id, code: row.code, role: row.role, expiresAt: row.expires_at }));
}

/**
 * Revokes an invite code (RPC `revoke_lodge_invitation`, issue 34): whoever holds it can no longer join,
 * and joining with it says it was revoked (the code is kept, `revoked_at` set). Owners and managers.
 * @throws the PostgREST error: P0001 'invitation_used' when someone joined with it meanwhile, 42501
 * 'not_allowed_to_invite' when the caller may not (or the code is gone with its lodge).
 */
export async function revokeInvitation(invitationId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('revoke_lodge_invitation', { p_invitation_id: invitationId });
  if (error) throw error;
}
