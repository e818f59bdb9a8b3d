import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { type Backend, type BackendOptions, startBackend } from '../../server/index.ts';

/** A backend on a throwaway data folder and free ports; `stop()` also deletes the folder. */
export interface TestBackend extends Backend {
  dataDir: string;
  /** Stops this backend (keeping its folder) and starts a new one on the same data with other options. */
  restart(options?: Partial<BackendOptions>): Promise<TestBackend>;
  /** Stops this backend and keeps its folder (to damage it before a `restart()`). */
  halt(): Promise<void>;
}

async function launch(dataDir: string, options: Partial<BackendOptions>): Promise<TestBackend> {
  // GoTrue's rate limits are off unless a test asks for them: suites sign in and mail the same
  // addresses far more often than "once a minute" (tests of the limits pass `rateLimits: {…}`).
  // Password hashes at bcrypt's least cost, as the e2e backend's (issue 33, suite time): one contract
  // run hashes 255 passwords and compares 242 sign-ins, ≈ 70 ms of CPU each at GoTrue's cost 10 and
  // ≈ 1 ms at 4 — same `$2b$` format, compared the same way; the cost itself is tested in
  // tests/unit/server/password-hash.test.ts.
  const backend = await startBackend({
    dataDir,
    apiPort: 0,
    mailPort: 0,
    rateLimits: false,
    passwordHashCost: 4,
    ...options,
  });
  return {
    ...backend,
    dataDir,
    stop: async () => {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    halt: () => backend.stop(),
    restart: async (next = {}) => {
      await backend.stop();
      return launch(dataDir, { ...options, ...next });
    },
  };
}

/** Starts the real backend (PGlite initdb included) in a fresh temp folder with ports picked by the OS. */
export function startTestBackend(options: Partial<BackendOptions> = {}): Promise<TestBackend> {
  return launch(mkdtempSync(join(tmpdir(), 'ecolodge-contract-')), options);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the contract files' shared backends keep their data in (tests/contract/global-setup.ts). */
    sharedBackendsDir: string;
  }
}

// Module state: the backends of this Vitest worker, by kind (see sharedBackendOf). The `contract`
// project runs with `isolate: false`, so every file one worker runs imports this module once and shares it.
const sharedBackends = new Map<string, Promise<TestBackend>>();

/**
 * The backend this Vitest worker shares under `kind` among its contract files (issue 33, suite time:
 * each file starting its own cost 2.2–3.2 CPU-s). Started on first use with `options(folder)`, where
 * `folder` is a new folder of its own under the contract run's shared folder (for a `supabaseDir`);
 * its data folder is there too. A file's `stop()` leaves it running for the next file (it is stopped
 * with the worker, its folders deleted by the contract global setup's teardown); `halt()` and
 * `restart()` throw — a file that needs a restart or a damaged folder starts its own.
 *
 * Other files' rows are on it: a file's e-mails, usernames, names and ids are its own (no other
 * file's), and it counts only rows it made, never a whole table other files write.
 */
export async function sharedBackendOf(
  kind: string,
  options: (folder: string) => Partial<BackendOptions> = () => ({}),
): Promise<TestBackend> {
  let started = sharedBackends.get(kind);
  if (!started) {
    const folder = mkdtempSync(join(inject('sharedBackendsDir'), `${kind}-`));
    const dataDir = join(folder, 'data');
    mkdirSync(dataDir);
    started = launch(dataDir, options(folder));
    sharedBackends.set(kind, started);
  }
  const backend = await started;
  const shared = (what: string) => () =>
    Promise.reject(new Error(`${what}: the shared backend is every file's; use startTestBackend()`));
  return { ...backend, stop: () => Promise.resolve(), halt: shared('halt'), restart: shared('restart') };
}

/**
 * The backend with the project's migrations this Vitest worker shares among its contract files
 * ({@link sharedBackendOf}, default options); a file that needs options uses {@link startTestBackend}.
 */
export function sharedTestBackend(): Promise<TestBackend> {
  return sharedBackendOf('worker');
}

/** The real supabase-js client against the backend, without storage or timers (as the issue asks). */
export function clientFor(backend: Backend, key = backend.anonKey): SupabaseClient {
  return createClient(backend.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Mailpit list entry fields the tests read. */
interface MailSummary {
  ID: string;
  To: { Name: string; Address: string }[];
  Subject: string;
  Created: string;
  Snippet: string;
}

/** Newest mail to `address` through the Mailpit API, with its full HTML and text. */
export async function latestMailTo(
  backend: Backend,
  address: string,
): Promise<{ ID: string; Subject: string; HTML: string; Text: string; To: MailSummary['To'] }> {
  const list = (await (await fetch(`${backend.mailUrl}/api/v1/messages`)).json()) as {
    messages: MailSummary[];
  };
  const summary = list.messages.find((mail) => mail.To.some((to) => to.Address === address));
  if (!summary) throw new Error(`no mail to ${address}`);
  const response = await fetch(`${backend.mailUrl}/api/v1/message/${summary.ID}`);
  return (await response.json()) as {
    ID: string;
    Subject: string;
    HTML: string;
    Text: string;
    To: MailSummary['To'];
  };
}

/** The confirmation link of a mail's HTML (`href` of its anchor, entities decoded). */
export function confirmationLink(html: string): string {
  const match = /href="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no link in mail');
  return match[1].replace(/&amp;/g, '&');
}

/** Follows a link without following the redirect; returns the Location and its fragment parameters. */
export async function followWithoutRedirect(
  link: string,
): Promise<{ status: number; location: string; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  return { status: response.status, location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
}

/** Creates a confirmed user through the admin API (service_role) and returns a signed-in client. */
export async function confirmedUser(
  backend: Backend,
  email: string,
  metadata: Record<string, unknown> = {},
  password = 'correct-horse',
): Promise<{ client: SupabaseClient; userId: string; accessToken: string }> {
  const admin = clientFor(backend, backend.serviceRoleKey);
  const created = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: metadata,
  });
  if (created.error) throw created.error;
  const client = clientFor(backend);
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  return { client, userId: signedIn.data.user.id, accessToken: signedIn.data.session.access_token };
}
