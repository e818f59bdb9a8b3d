import { spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../../server/index.ts';
import { type TestBackend, clientFor, confirmedUser, startTestBackend } from './harness.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ refreshTokenReuseIntervalSeconds: 2, siteUrl: 'http://localhost:5173' });
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
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // past the 2 s reuse interval

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

describe('unwritable data folder', () => {
  it('writes answer 503 at once while /health answers and SIGTERM stops the backend', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ecolodge-readonly-'));
    // Root ignores file modes: run the backend as "nobody" then, so the folder really is read-only to it.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      chmodSync(dataDir, 0o755);
      chownSync(dataDir, 65534, 65534);
    }
    const child = spawn(
      process.execPath,
      // `--import tsx`, not the tsx CLI: the CLI SIGKILLs (exit 143) a child that does not acknowledge a
      // relayed SIGTERM within 30 ms, which happens on a busy machine.
      ['--import', 'tsx', join('server', 'main.ts')],
      {
        env: { ...process.env, DATA_DIR: dataDir, API_PORT: '0', MAIL_PORT: '0', AUTH_RATE_LIMITS: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
      },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const { apiUrl, anonKey } = await new Promise<{ apiUrl: string; anonKey: string }>(
        (resolve, reject) => {
          let out = '';
          child.once('exit', (code) => reject(new Error(`backend exited (${code})`)));
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            const match = /API (http:\/\/\S+) · mail \S+ · anon key (\S+)/.exec(out);
            if (match?.[1] && match[2]) resolve({ apiUrl: match[1], anonKey: match[2] });
          });
        },
      );
      chmodSync(dataDir, 0o555);
      chmodSync(join(dataDir, 'pglite'), 0o555);
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
      expect(((await signUp.json()) as { message: string }).message).toContain(`${dataDir} is not writable`);
      const insert = await fetch(`${apiUrl}/rest/v1/profiles`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(insert.status).toBe(503);
      expect(((await insert.json()) as { code: string }).code).toBe('PGRST000');
      expect((await fetch(`${apiUrl}/health`)).status).toBe(200);
      expect((await fetch(`${apiUrl}/rest/v1/`, { headers: { apikey: anonKey } })).status).toBe(200);
      chmodSync(dataDir, 0o755);
      chmodSync(join(dataDir, 'pglite'), 0o755);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
