/** How a person is shown next to what they wrote: an embedded `profiles(full_name, username)` row. */
export interface PersonName {
  full_name: string | null;
  username: string | null;
}

/** The name to show for an author: full name, else @username, else "A team member". */
export function authorLabel(person: PersonName | null | undefined): string {
  if (person?.full_name?.trim()) return person.full_name.trim();
  if (person?.username) return `@${person.username}`;
  return 'A team member';
}
