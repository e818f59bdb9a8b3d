import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase, whenSupabaseLoaded } from './client';

/**
 * Thin typed wrappers over supabase-js auth. Each rejects with the supabase-js error (its `message` is
 * the server's, e.g. "Invalid login credentials") so machines can show it (spec §8).
 */

/**
 * Subscribes to auth events once the client is loaded (it does not load it: a signed-out start paints
 * first); supabase-js then reports INITIAL_SESSION with whatever it holds, so nothing is missed.
 * Returns the unsubscribe function. The callback must not await Supabase.
 */
export function onAuthChange(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  let unsubscribe: (() => void) | undefined;
  const stopWaiting = whenSupabaseLoaded((supabase) => {
    const { data } = supabase.auth.onAuthStateChange(listener);
    unsubscribe = () => data.subscription.unsubscribe();
  });
  return () => {
    stopWaiting();
    unsubscribe?.();
  };
}

/** POST /auth/v1/token?grant_type=password. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

/**
 * POST /auth/v1/signup with metadata { full_name, username } (spec §7); blank optional fields are sent
 * as null. The confirmation mail's link brings the user back to `emailRedirectTo`.
 */
export async function signUp(details: {
  email: string;
  password: string;
  fullName: string;
  username: string;
  /** A team's invite code (issue 18): kept in the user metadata, used at the first sign-in. */
  inviteCode?: string;
  emailRedirectTo: string;
}): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signUp({
    email: details.email,
    password: details.password,
    options: {
      emailRedirectTo: details.emailRedirectTo,
      data: {
        full_name: details.fullName || null,
        username: details.username || null,
        ...(details.inviteCode ? { invite_code: details.inviteCode } : {}),
      },
    },
  });
  if (error) throw error;
}

/**
 * POST /auth/v1/recover: mails a password-recovery link to `email` (issue 12). GoTrue answers 200 for
 * an unknown address too (no account enumeration). The link comes back to `redirectTo` with a
 * recovery session, and supabase-js raises PASSWORD_RECOVERY.
 * @throws the supabase-js error, e.g. 429 `over_email_send_rate_limit`.
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

/**
 * PUT /auth/v1/user with a new password, for the signed-in (or recovering) user (issue 12).
 * @throws the supabase-js error, e.g. 422 `same_password` or `weak_password`.
 */
export async function updatePassword(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

/**
 * PUT /auth/v1/user `{password, current_password}` (issue 34, Change password on Account): GoTrue with
 * "Require current password when updating" checks the current password before it sets the new one,
 * and ends the person's other sessions (this one stays signed in).
 * @throws the supabase-js error: 422 `weak_password` | `same_password`, 400 `current_password_required`
 * | `current_password_invalid` | `reauthentication_needed` (a session older than a day, with secure
 * password change on), 429 `over_request_rate_limit`; a fetch failure offline.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({
    password: newPassword,
    current_password: currentPassword,
  });
  if (error) throw error;
}

/**
 * POST /auth/v1/resend (type signup): mails the confirmation link again (issue 12). GoTrue refuses a
 * second mail within its interval with 429 `over_email_send_rate_limit` and its own message.
 * @throws the supabase-js error.
 */
export async function resendConfirmation(email: string, emailRedirectTo: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo } });
  if (error) throw error;
}
