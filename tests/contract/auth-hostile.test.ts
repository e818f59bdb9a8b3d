import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../../server/index.ts';
import { type TestBackend, clientFor, confirmedUser, startTestBackend } from './harness.ts';

let backend: TestBackend;
/** Added to the backend's clock: the reuse-interval test moves time instead of sleeping. */
let clockOffset = 0;

beforeAll(async () => {
  backend = await startTestBackend({
    refreshTokenReuseIntervalSeconds: 2,
    siteUrl: 'http://localhost:5173',
    clock: () => Date.now() + clockOffset,
  });
});

afterAll(async () => {
  await backend?.stop();
});

async function healthy(target: { apiUrl: string; mailUrl: string }): Promise<void> {
  expect((await fetch(`${target.apiUrl}/health`)).status).toBe(200);
  expect((await fetch(`${target.mailUrl}/api/v1/messages`)).status).toBe(200);
}

describe('hostile input answers 4xx and leaves the backend serving', () => {
  it('malformed percent-escape in a mail-catcher URL (/api/v1/message/%ZZ) is a 404, not a crash', async () => {
    const response = await fetch(`${backend.mailUrl}/api/v1/message/%ZZ`);
    expect(response.status).toBe(404);
    await healthy(backend);
  });

  it('mail.json holding {} is set aside and reported; the catcher starts empty and keeps serving', async () => {
    const own = await startTestBackend();
    try {
      const file = join(own.dataDir, 'mail.json');
      const restarted = await own.restart();
      writeFileSync(file, '{}');
      const errors: string[] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
        errors.push(String(message));
      });
      const again = await restarted.restart();
      spy.mockRestore();
      const list = (await (await fetch(`${again.mailUrl}/api/v1/messages`)).json()) as { total: number };
      expect(list.total).toBe(0);
      expect(errors.join('\n')).toContain(`Could not read ${file}`);
      expect(readdirSync(own.dataDir).some((name) => name.startsWith('mail.json.unreadable-'))).toBe(true);
      await again.stop();
    } finally {
      await own.stop().catch(() => undefined);
    }
  });

  it('mail.json is written whole (temp file + rename) and stays a list of mails', async () => {
    await clientFor(backend).auth.signUp({ email: 'atomic@example.org', password: 'atomic-pass' });
    const saved = JSON.parse(readFileSync(join(backend.dataDir, 'mail.json'), 'utf8')) as unknown[];
    expect(Array.isArray(saved)).toBe(true);
    expect(readdirSync(backend.dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refresh-token reuse detection bypass: replaying a token after refresh_token_already_used stays refused', async () => {
    const { client } = await confirmedUser(backend, 'replayer@example.org');
    const first = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const second = (await client.auth.refreshSession()).data.session?.refresh_token ?? '';
    expect((await clientFor(backend).auth.refreshSession({ refresh_token: second })).error).toBeNull();
    clockOffset += 2_500; // past the 2 s reuse interval

    const reused = await clientFor(backend).auth.refreshSession({ refresh_token: first });
    expect(reused.error?.code).toBe('refresh_token_already_used');
    // Revoking the family must not re-stamp the already revoked token into a fresh reuse interval.
    const replayed = await clientFor(backend).auth.refreshSession({ refresh_token: first });
    expect(replayed.error?.code).toBe('refresh_token_already_used');
    expect(replayed.data.session).toBeNull();
  });

  it('mail catcher Access-Control-Allow-Origin: only the app origin may read mails; admin API has no CORS', async () => {
    const foreign = await fetch(`${backend.mailUrl}/api/v1/messages`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const app = await fetch(`${backend.mailUrl}/api/v1/messages`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(app.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');

    const preflight = await fetch(`${backend.apiUrl}/auth/v1/admin/users`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const token = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(token.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('requests without an apikey header get 401 like the Supabase gateway (Kong key-auth)', async () => {
    const none = await fetch(`${backend.apiUrl}/rest/v1/profiles?select=id`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'No API key found in request' });
    const wrong = await fetch(`${backend.apiUrl}/auth/v1/settings`, { headers: { apikey: 'not-a-key' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid authentication credentials' });
    const query = await fetch(`${backend.apiUrl}/auth/v1/settings?apikey=${backend.anonKey}`);
    expect(query.status).toBe(200);
    // Mailed links are opened by a browser without keys: /verify is open, as in Kong's auth-v1-open.
    const verify = await fetch(`${backend.apiUrl}/auth/v1/verify?type=signup&token=nope`, {
      redirect: 'manual',
    });
    expect(verify.status).toBe(303);
    // supabase-js always sends it.
    expect((await clientFor(backend, backend.serviceRoleKey).from('profiles').select('id')).error).toBeNull();
  });

  it('access tokens over the 16 KB header limit: metadata over 8 KB is refused at sign-up and update', async () => {
    const big = { bio: 'x'.repeat(9 * 1024) };
    const signUp = await clientFor(backend).auth.signUp({
      email: 'big.bio@example.org',
      password: 'big-bio-pass',
      options: { data: big },
    });
    expect(signUp.error?.status).toBe(400);
    expect(signUp.error?.code).toBe('validation_failed');
    expect(signUp.error?.message).toMatch(/^user_metadata is too large \(\d+ bytes, at most 8192\)/);

    const { client } = await confirmedUser(backend, 'grows@example.org', { bio: 'short' });
    const update = await client.auth.updateUser({ data: big });
    expect(update.error?.code).toBe('validation_failed');
    // The user and their session still work.
    expect((await client.auth.getUser()).data.user?.user_metadata.bio).toBe('short');
    expect((await client.auth.refreshSession()).error).toBeNull();
  });

  it('sign-up data nested 2,500 levels or more answers 400 bad_json, not 500 (also PUT /user and admin create-user)', async () => {
    /** `{"x": [[[…1…]]]}` (arrays) or `{"x": {"a":{"a":…1…}}}` (objects) nested `depth` levels, as raw JSON. */
    const nested = (depth: number, kind: 'array' | 'object') =>
      kind === 'array'
        ? `{"x":${'['.repeat(depth)}1${']'.repeat(depth)}}`
        : `{"x":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    const { accessToken } = await confirmedUser(backend, 'deep.update@example.org');
    const headers = {
      apikey: backend.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    };
    const send = (path: string, method: string, body: string, token = backend.anonKey) =>
      fetch(`${backend.apiUrl}/auth/v1/${path}`, {
        method,
        headers: {
          ...headers,
          apikey: path.startsWith('admin') ? backend.serviceRoleKey : backend.anonKey,
          Authorization: `Bearer ${token}`,
        },
        body,
      });
    const cases: [number, 'array' | 'object'][] = [
      [2_500, 'array'],
      [2_500, 'object'],
      [5_000, 'array'],
      [10_000, 'object'],
      [100_000, 'array'],
    ];
    let n = 0;
    for (const [depth, kind] of cases) {
      const data = nested(depth, kind);
      n += 1;
      const answers = [
        await send(
          'signup',
          'POST',
          `{"email":"deep${n}@example.org","password":"deep-pass-1","data":${data}}`,
        ),
        await send('user', 'PUT', `{"data":${data}}`, accessToken),
        await send(
          'admin/users',
          'POST',
          `{"email":"deep.admin${n}@example.org","password":"deep-pass-1","user_metadata":${data}}`,
          backend.serviceRoleKey,
        ),
        await send(
          'admin/users',
          'POST',
          `{"email":"deep.app${n}@example.org","password":"deep-pass-1","app_metadata":${data}}`,
          backend.serviceRoleKey,
        ),
      ];
      for (const answer of answers) {
        expect({ depth, kind, status: answer.status }).toEqual({ depth, kind, status: 400 });
        const body = (await answer.json()) as { code: string; message: string };
        expect(body.code).toBe('bad_json');
        expect(body.message).toMatch(/^Could not parse request body as JSON: exceeded max depth/);
      }
    }
    // Nesting within the limit is kept as sent.
    const fine = await send(
      'signup',
      'POST',
      `{"email":"deep.fine@example.org","password":"deep-pass-1","data":${nested(100, 'array')}}`,
    );
    expect(fine.status).toBe(200);
    await healthy(backend);
  });
});

describe('start-up refusals name the file', () => {
  it('empty or short jwt-secret refuses to start, naming the file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ecolodge-secret-'));
    try {
      writeFileSync(join(dataDir, 'jwt-secret'), 'short\n');
      await expect(startBackend({ dataDir, apiPort: 0, mailPort: 0 })).rejects.toThrow(
        `The JWT secret in ${join(dataDir, 'jwt-secret')} is only 5 characters long`,
      );
      writeFileSync(join(dataDir, 'jwt-secret'), '');
      await expect(startBackend({ dataDir, apiPort: 0, mailPort: 0 })).rejects.toThrow(/jwt-secret is empty/);
      // The file is left as it was, and the folder is free again.
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe('');
      expect(readdirSync(dataDir)).not.toContain('backend.lock');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('corrupted database fails naming the folder (not "Aborted()")', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ecolodge-corrupt-'));
    try {
      await (await startBackend({ dataDir, apiPort: 0, mailPort: 0 })).stop();
      const pgdata = join(dataDir, 'pglite');
      writeFileSync(join(pgdata, 'global', 'pg_control'), Buffer.alloc(8192, 7));
      await expect(startBackend({ dataDir, apiPort: 0, mailPort: 0 })).rejects.toThrow(
        `Could not open the database in ${pgdata}`,
      );
      expect(readdirSync(dataDir)).not.toContain('backend.lock');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Starts `server/main.ts` in a child process (as the current user) and waits for its start line. */
function spawnBackend(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    // `--import tsx`, not the tsx CLI: the CLI SIGKILLs (exit 143) a child that does not acknowledge a
    // relayed SIGTERM within 30 ms, which happens on a busy machine.
    ['--import', 'tsx', join('server', 'main.ts')],
    {
      env: { ...process.env, API_PORT: '0', MAIL_PORT: '0', AUTH_RATE_LIMITS: 'off', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<{ apiUrl: string; anonKey: string; serviceRoleKey: string }>(
    (resolve, reject) => {
      let out = '';
      child.once('exit', (code) => reject(new Error(`backend exited (${code}): ${stderr}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /API (http:\/\/\S+) · mail \S+ · anon key (\S+)/.exec(out);
        if (match?.[1] && match[2]) resolve({ apiUrl: match[1], anonKey: match[2], serviceRoleKey: '' });
      });
    },
  );
  return { child, exited, ready, stderr: () => stderr };
}

describe('unwritable data folder', () => {
  // Emscripten's file system (under PGlite) checks mode bits whatever the uid, so chmod stops PGlite
  // even as root: the test runs the backend as the current user, from the checkout as it is.
  it(
    'only pglite/base and pglite/pg_wal unwritable: writes answer 503, /health answers, SIGTERM stops it',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ecolodge-readonly-'));
      const { child, exited, ready } = spawnBackend({ DATA_DIR: dataDir });
      const locked = [join(dataDir, 'pglite', 'base'), join(dataDir, 'pglite', 'pg_wal')];
      try {
        const { apiUrl, anonKey } = await ready;
        for (const dir of locked) chmodSync(dir, 0o555);
        const signUp = await fetch(`${apiUrl}/auth/v1/signup`, {
          method: 'POST',
          headers: {
            apikey: anonKey,
            'Content-Type': 'application/json',
            'X-Supabase-Api-Version': '2024-01-01',
          },
          body: JSON.stringify({ email: 'readonly@example.org', password: 'readonly-pass' }),
        });
        expect(signUp.status).toBe(503);
        const message = ((await signUp.json()) as { message: string }).message;
        expect(locked.some((dir) => message.includes(`${dir} is not writable`))).toBe(true);
        const insert = await fetch(`${apiUrl}/rest/v1/profiles`, {
          method: 'POST',
          headers: { apikey: anonKey, 'Content-Type': 'application/json' },
          body: '{}',
        });
        expect(insert.status).toBe(503);
        expect(((await insert.json()) as { code: string }).code).toBe('PGRST000');
        expect((await fetch(`${apiUrl}/health`)).status).toBe(200);
        expect((await fetch(`${apiUrl}/rest/v1/`, { headers: { apikey: anonKey } })).status).toBe(200);
        for (const dir of locked) chmodSync(dir, 0o700);
        child.kill('SIGTERM');
        expect((await exited).code).toBe(0);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        for (const dir of locked) chmodSync(dir, 0o700);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it(
    'a cluster folder left unwritable refuses to start, naming the folder',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ecolodge-readonly-start-'));
      const wal = join(dataDir, 'pglite', 'pg_wal');
      try {
        await (await startBackend({ dataDir, apiPort: 0, mailPort: 0 })).stop();
        chmodSync(wal, 0o555);
        await expect(startBackend({ dataDir, apiPort: 0, mailPort: 0 })).rejects.toThrow(
          `${wal} is not writable`,
        );
        expect(readdirSync(dataDir)).not.toContain('backend.lock');
      } finally {
        chmodSync(wal, 0o700);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe('watchdog', () => {
  it(
    'a statement that keeps the database busy past BACKEND_WATCHDOG_SECONDS: its request answers 503 and the process stops cleanly, saying why',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ecolodge-watchdog-'));
      const supabaseDir = mkdtempSync(join(tmpdir(), 'ecolodge-watchdog-sql-'));
      mkdirSync(join(supabaseDir, 'migrations'));
      writeFileSync(
        join(supabaseDir, 'migrations', '20260101000000_slow.sql'),
        `create function public.take_time(seconds float8) returns int
       language sql volatile as $$ select 1 from pg_catalog.pg_sleep(seconds) $$;`,
      );
      const { child, exited, ready, stderr } = spawnBackend({
        DATA_DIR: dataDir,
        SUPABASE_DIR: supabaseDir,
        BACKEND_WATCHDOG_SECONDS: '2',
      });
      try {
        const { apiUrl, anonKey } = await ready;
        // anon's 3 s statement timeout would cancel it later; the watchdog's 2 s come first.
        const started = Date.now();
        const answer = await fetch(`${apiUrl}/rest/v1/rpc/take_time`, {
          method: 'POST',
          headers: { apikey: anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ seconds: 30 }),
        });
        expect(answer.status).toBe(503);
        expect(((await answer.json()) as { code: string }).code).toBe('PGRST000');
        const { code, signal } = await exited;
        expect({ code, signal }).toEqual({ code: 1, signal: null });
        expect(Date.now() - started).toBeLessThan(20_000);
        expect(stderr()).toContain('Backend watchdog');
        // A clean stop: the data folder's lock is released.
        expect(existsSync(join(dataDir, 'backend.lock'))).toBe(false);
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(supabaseDir, { recursive: true, force: true });
      }
    },
  );
});
