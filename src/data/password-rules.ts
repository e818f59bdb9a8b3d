import { newPasswordProblem, PASSWORD_MIN_LENGTH, REGISTER_MESSAGES } from '../../machines/register.machine';

/**
 * A new password's rules as every form shows them (spec §5 and §9: both fields, equal, at least 6
 * characters), in one place: Register, Set a new password and Change password (review of stop 31: Change
 * password restated them). The check itself is the register machine's `newPasswordProblem`, which the
 * machines share; the screens take the hint and where a problem shows from here.
 */

/** "At least 6 characters", under a new password field. */
export const newPasswordHint = `At least ${PASSWORD_MIN_LENGTH} characters`;

/**
 * What is wrong with a new password and its confirmation, and which of the two fields it belongs on
 * (passwords that differ: the confirmation; missing or too short: the new password). Null when they pass.
 */
export function newPasswordFieldProblem(
  password: string,
  confirmPassword: string,
): { field: 'next' | 'confirm'; sentence: string } | null {
  const sentence = newPasswordProblem(password, confirmPassword);
  if (!sentence) return null;
  return { field: sentence === REGISTER_MESSAGES.mismatch ? 'confirm' : 'next', sentence };
}
