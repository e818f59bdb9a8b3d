import type { Database } from './worker-database.ts';

/** Thrown inside the warm-up's transaction so that it rolls back. */
class RollBack extends Error {}

/**
 * Runs a person's first sign-in once, rolled back, before the backend serves anyone: a throwaway user
 * calls `public.ensure_first_lodge()` as `authenticated` (the sample lodge's seed: lodge, rooms, stays,
 * bookings, money — some 40 PL/pgSQL functions and triggers), and nothing of it stays.
 *
 * Why: PGlite is one session, and the first call of each PL/pgSQL function in a session parses and
 * plans all of its statements. The first sign-in after a start took 4–9 s at load average 10 where
 * later ones took 1.5–2 s; under load it ran past the `authenticated` role's 8 s statement timeout
 * (57014), the database thread was restarted (cold again), and the person could not sign in (seen:
 * contract files empty-screens and guest-experience-data at load 12–14, e2e's first sign-ins). Hosted
 * Supabase needs none of this (its seed takes milliseconds); it is the embedded backend's own start.
 * Failures are ignored: the warm-up only saves time, and the first real sign-in does the same work.
 * @returns how long it took (ms) and whether the seed ran to the end (a lodge was made, then rolled back).
 */
export async function warmFirstSignIn(db: Database): Promise<{ ms: number; seeded: boolean }> {
  const started = performance.now();
  let seeded = false;
  const userId = crypto.randomUUID();
  const claims = JSON.stringify({ sub: userId, role: 'authenticated', user_metadata: {} });
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (id, instance_id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
                                 email_confirmed_at, created_at, updated_at)
         values ($1, '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $2,
                 '{}', '{}', now(), now(), now())`,
        [userId, `warm-up-${userId}@localhost.invalid`],
      );
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      await tx.exec('set local role authenticated');
      const made = await tx.query<{ lodge: string | null }>('select public.ensure_first_lodge() as lodge');
      seeded = Boolean(made.rows[0]?.lodge);
      throw new RollBack();
    });
  } catch {
    // Rolled back, as meant (RollBack) or because a statement failed: either way nothing stays.
  }
  return { ms: performance.now() - started, seeded };
}
