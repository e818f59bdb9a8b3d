/**
 * How long the tests wait for what a person waits for, sized for a loaded 2-core machine (issue 33:
 * a fresh clone's `npm test` failed under load average ≈ 10 on a dialog "not found in time"), in one
 * place for Vitest, Testing Library and Playwright. A wait is for something a person sees (a dialog,
 * a text, an address), never a fixed sleep: on a quiet machine it ends as soon as that is there, so a
 * generous bound costs a passing test nothing and only gives a busy machine room. A test that needs
 * more than these waits for something the person would not wait for, or is slow: fix that instead.
 */
export const LOAD_TIMEOUTS = {
  /**
   * Testing Library's `findBy…`/`waitFor` (its default, 1 s, failed under load). 5 s failed 4 tests of
   * 10 component files at load average 14–15 (three helpers and the integrator): one `findByRole` of a
   * named region over the business advisor's result step took 1–2 s a try there (jsdom computes every
   * element's style and name), so 5 s left two or three tries.
   */
  asyncUtilMs: 15_000,
  /** One Vitest test in a test DOM (component and model projects; Vitest's default is 5 s). */
  domTestMs: 60_000,
  /**
   * One Vitest test in Node (unit project; Vitest's default is 5 s). Some do real work off the main
   * thread or in a database: "ten hashes leave the main thread mostly idle" (bcrypt in worker threads)
   * went past its 5 s at load average 8–9 with six CPU burners beside the suite (this stop's loaded run);
   * ≈ 0.3 s on a quiet machine.
   */
  unitTestMs: 30_000,
  /** Playwright's `expect(…)` polling (its default is 5 s). */
  e2eExpectMs: 10_000,
  /**
   * A contract file's `beforeAll`: start the embedded backend (restored from the cached template) and
   * make its users. ≈ 5 s on a quiet machine; measured 25 s + 34 s at load average 15 on 2 cores, past
   * the 60 s it had (issue 33: green on a busy machine).
   */
  backendStartMs: 180_000,
  /**
   * A person's first sign-in, to the dashboard: the server makes and seeds their sample lodge
   * (`ensure_first_lodge`: rooms, stays, bookings, money) before the app can draw it. Over 10 s at
   * load average 13–22 on 2 cores (seen by two helpers today: the shared sign-in fixture failed the
   * first tests of a run), ≈ 2 s on a quiet machine.
   */
  e2eFirstSignInMs: 30_000,
  /** One Playwright test. */
  e2eTestMs: 45_000,
} as const;
