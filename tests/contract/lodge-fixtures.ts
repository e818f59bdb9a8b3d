import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/supabase/database.ts';
import { type TestBackend, clientFor, confirmedUser } from './harness.ts';

/** The five signed-in people of the lodge tests; `outsider` owns another lodge. */
export const PEOPLE = ['owner', 'manager', 'staff', 'trustee', 'outsider'] as const;
export type Person = (typeof PEOPLE)[number];

/** A signed-in user with a typed supabase-js client. */
export interface Member {
  client: SupabaseClient<Database>;
  userId: string;
}

/** Lodge A with one member per role, lodge B owned by the outsider, and a service_role client. */
export interface LodgeWorld {
  admin: SupabaseClient<Database>;
  anon: SupabaseClient<Database>;
  people: Record<Person, Member>;
  lodgeA: string;
  lodgeB: string;
}

/** Throws the PostgREST error of a service_role call (fixtures must never fail silently). */
export function must<T>(result: { data: T; error: unknown }): NonNullable<T> {
  if (result.error) throw new Error(`fixture failed: ${JSON.stringify(result.error)}`);
  if (result.data === null || result.data === undefined) throw new Error('fixture returned no data');
  return result.data;
}

/**
 * Signs up the five people (admin API, confirmed) and builds lodge A (owner, manager, staff, trustee)
 * and lodge B (outsider as owner) with the service_role client — the RPCs are tested elsewhere.
 */
export async function buildLodgeWorld(backend: TestBackend, tag: string): Promise<LodgeWorld> {
  const admin = clientFor(backend, backend.serviceRoleKey) as SupabaseClient<Database>;
  const anon = clientFor(backend) as SupabaseClient<Database>;
  const people = {} as Record<Person, Member>;
  for (const person of PEOPLE) {
    const user = await confirmedUser(backend, `${person}.${tag}@example.org`, {
      full_name: `${person[0]?.toUpperCase()}${person.slice(1)} ${tag}`,
      username: `${person}_${tag}`,
    });
    people[person] = { client: user.client as SupabaseClient<Database>, userId: user.userId };
  }
  const lodgeA = must(await admin.from('lodges').insert({ name: 'Lodge A' }).select('id').single()).id;
  const lodgeB = must(await admin.from('lodges').insert({ name: 'Lodge B' }).select('id').single()).id;
  must(
    await admin
      .from('lodge_members')
      .insert([
        { lodge_id: lodgeA, user_id: people.owner.userId, role: 'owner' },
        { lodge_id: lodgeA, user_id: people.manager.userId, role: 'manager' },
        { lodge_id: lodgeA, user_id: people.staff.userId, role: 'staff' },
        { lodge_id: lodgeA, user_id: people.trustee.userId, role: 'trustee' },
        { lodge_id: lodgeB, user_id: people.outsider.userId, role: 'owner' },
      ])
      .select(),
  );
  return { admin, anon, people, lodgeA, lodgeB };
}

/** A user who exists (profile included) but never signs in: for membership rows to remove. */
export async function createBystander(world: LodgeWorld, email: string): Promise<string> {
  const created = await world.admin.auth.admin.createUser({
    email,
    password: 'correct-horse',
    email_confirm: true,
    user_metadata: { full_name: 'Bystander' },
  });
  if (created.error) throw created.error;
  return created.data.user.id;
}
