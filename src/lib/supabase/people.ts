import { getSupabase } from './client';

/** How a person is shown next to what they wrote: full name and username (either may be missing). */
export interface PersonName {
  fullName: string | null;
  username: string | null;
}

/**
 * Names of the given users from `profiles` (readable for co-members of a lodge), keyed by user id.
 * Ids without a readable profile are absent. @throws the PostgREST error.
 */
export async function fetchPeopleNames(userIds: readonly string[]): Promise<Map<string, PersonName>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('profiles').select('id, full_name, username').in('id', ids);
  if (error) throw error;
  return new Map(data.map((row) => [row.id, { fullName: row.full_name, username: row.username }]));
}

/** The name to show for an author: full name, else @username, else "A team member". */
export function authorLabel(person: PersonName | undefined): string {
  if (person?.fullName?.trim()) return person.fullName.trim();
  if (person?.username) return `@${person.username}`;
  return 'A team member';
}
