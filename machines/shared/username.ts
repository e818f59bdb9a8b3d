/**
 * The one username rule (issue 12), the same on /auth/register, /account and in the database
 * (`profiles_username_format`, supabase/migrations/20261123210000_username_rule.sql): 3–24
 * characters, each a letter, a digit, `_` or `.`. A username is optional: blank means none.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,24}$/;

/** The message both pages show for a username that breaks the rule. */
export const USERNAME_RULE_MESSAGE = 'Username must be 3–24 characters: letters, digits, _ and . only';

/** The message both pages show for a username someone else has (Postgres 23505, or the sign-up check). */
export const USERNAME_TAKEN = 'That username is already taken. Please choose another.';

/** Null when `username` (trimmed) is blank or follows the rule, else the rule's message. */
export function usernameProblem(username: string): string | null {
  const trimmed = username.trim();
  if (trimmed === '' || USERNAME_PATTERN.test(trimmed)) return null;
  return USERNAME_RULE_MESSAGE;
}
