import { createClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
// supabase-js's realtime client wants a WebSocket in Node 20 (never opened here).
import '../../support/setup-websocket';
import {
  KEEPALIVE_BUDGET_BYTES,
  keepaliveWrites,
  keepaliveWritesSupported,
} from '../../../src/lib/supabase/keepalive-fetch';

/**
 * Issue 33, "a write in flight is never lost when the page is left": the supabase-js client's fetch
 * sends writes with `keepalive`, so the browser finishes them after a reload or a closed tab.
 */

/** A stand-in fetch that records each call and answers when `answer()` is called (all at once). */
function recordingFetch() {
  const calls: { input: RequestInfo | URL; init: RequestInit | undefined }[] = [];
  const waiting: (() => void)[] = [];
  const send = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ input, init });
    return new Promise<Response>((resolve) => {
      waiting.push(() =>
        resolve(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })),
      );
    });
  });
  const answer = () => waiting.splice(0).forEach((resolve) => resolve());
  return { send: send as typeof fetch, calls, answer };
}

const url = 'http://127.0.0.1:54321/rest/v1/shifts';

describe('keepaliveWrites: the supabase client’s fetch (issue 33)', () => {
  it('sends a write (POST, PATCH, DELETE, PUT) with keepalive, and a read (GET, HEAD) as asked', async () => {
    const { send, calls, answer } = recordingFetch();
    const wrapped = keepaliveWrites({ fetch: send, supported: true });
    const sent = ['POST', 'PATCH', 'DELETE', 'PUT', 'GET', 'HEAD', 'delete'].map((method) =>
      wrapped(url, { method, ...(method === 'POST' ? { body: '{"a":1}' } : {}) }),
    );
    answer();
    await Promise.all(sent);
    expect(calls.map(({ init }) => init?.keepalive ?? false)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    // No method is a GET.
    const read = wrapped(url);
    expect(calls.at(-1)?.init?.keepalive).toBeUndefined();
    answer();
    await read;
  });

  it('passes everything else on: headers, body, the signal (an abort still aborts), the answer', async () => {
    const send = vi.fn<typeof fetch>((_input, init) =>
      init?.signal?.aborted
        ? Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))
        : Promise.resolve(new Response('{"ok":true}')),
    );
    const wrapped = keepaliveWrites({ fetch: send, supported: true });
    const controller = new AbortController();
    const init = { method: 'PATCH', headers: { apikey: 'k' }, body: '{"x":2}', signal: controller.signal };
    const answer = await wrapped(url, init);
    expect(await answer.json()).toEqual({ ok: true });
    expect(send).toHaveBeenLastCalledWith(url, { ...init, keepalive: true });
    controller.abort();
    await expect(wrapped(url, init)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a write as asked once its body would take the keepalive bodies in flight past 48 KiB', async () => {
    const { send, calls, answer } = recordingFetch();
    const wrapped = keepaliveWrites({ fetch: send, supported: true });
    const body = (bytes: number) => JSON.stringify('x'.repeat(bytes - 2));
    // Counted in UTF-8 bytes: "é" is two.
    const half = body(KEEPALIVE_BUDGET_BYTES / 2);
    const first = wrapped(url, { method: 'POST', body: half });
    const second = wrapped(url, { method: 'POST', body: half });
    const third = wrapped(url, { method: 'POST', body: '"é"' });
    const tooBig = wrapped(url, { method: 'POST', body: body(KEEPALIVE_BUDGET_BYTES + 1) });
    expect(calls.map(({ init }) => init?.keepalive ?? false)).toEqual([true, true, false, false]);
    answer();
    await Promise.all([first, second, third, tooBig]);
    // The answers came: their bytes are free again.
    const after = wrapped(url, { method: 'POST', body: half });
    expect(calls.at(-1)?.init?.keepalive).toBe(true);
    answer();
    await after;
  });

  it('frees the bytes of a write that failed (no answer) as well', async () => {
    const send = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    send.mockResolvedValue(new Response('[]'));
    const wrapped = keepaliveWrites({ fetch: send, supported: true, budgetBytes: 10 });
    await expect(wrapped(url, { method: 'POST', body: '"12345678"' })).rejects.toThrow('Failed to fetch');
    await wrapped(url, { method: 'POST', body: '"12345678"' });
    expect(send.mock.calls.at(-1)?.[1]?.keepalive).toBe(true);
  });

  it('frees the bytes of a write whose fetch threw at once', async () => {
    const send = vi.fn<typeof fetch>().mockImplementationOnce(() => {
      throw new TypeError('Invalid init');
    });
    send.mockResolvedValue(new Response('[]'));
    const wrapped = keepaliveWrites({ fetch: send, supported: true, budgetBytes: 10 });
    expect(() => wrapped(url, { method: 'POST', body: '"12345678"' })).toThrow('Invalid init');
    await wrapped(url, { method: 'POST', body: '"12345678"' });
    expect(send.mock.calls.at(-1)?.[1]?.keepalive).toBe(true);
  });

  it('passes a Request object or a body that is not text (a file, a form) on untouched', async () => {
    const { send, calls, answer } = recordingFetch();
    const wrapped = keepaliveWrites({ fetch: send, supported: true });
    const request = new Request(url, { method: 'POST', body: 'x' });
    const sent = [
      wrapped(request),
      wrapped(url, { method: 'POST', body: new Blob(['photo']) }),
      wrapped(url, { method: 'POST', body: new FormData() }),
    ];
    answer();
    await Promise.all(sent);
    expect(calls[0]?.input).toBe(request);
    expect(calls.map(({ init }) => init?.keepalive)).toEqual([undefined, undefined, undefined]);
  });

  it('sends nothing with keepalive where the browser would refuse it (the gate)', async () => {
    const { send, calls, answer } = recordingFetch();
    const sent = keepaliveWrites({ fetch: send, supported: false })(url, { method: 'POST', body: '{}' });
    answer();
    await sent;
    expect(calls[0]?.init?.keepalive).toBeUndefined();
  });
});

describe('keepaliveWritesSupported: Chromium before M116 refused keepalive requests needing a preflight', () => {
  it.each([
    [
      'Chrome 115 on Android',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/115.0.0.0 Mobile Safari/537.36',
      false,
    ],
    [
      'Chrome 70',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36',
      false,
    ],
    [
      'Chromium 156',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/156.0.0.0 Safari/537.36',
      true,
    ],
    [
      'Chrome 116',
      'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.5845.92 Mobile Safari/537.36',
      true,
    ],
    [
      'Edge 110 (says Chrome/110)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Safari/537.36 Edg/110.0.1587.57',
      false,
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Chrome on iPhone (WebKit: CriOS)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/99.0.4844.47 Mobile/15E148 Safari/604.1',
      true,
    ],
    ['Firefox', 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', true],
    ['no user agent (not a browser)', '', true],
  ])('%s → %s', (_name, userAgent, expected) => {
    expect(keepaliveWritesSupported(userAgent)).toBe(expected);
  });
});

describe('supabase-js calls its global.fetch as (url, init): writes get keepalive, reads do not', () => {
  it('REST insert, update, delete, rpc and the auth token refresh go with keepalive; a select does not', async () => {
    const { send, calls, answer } = recordingFetch();
    const client = createClient('http://127.0.0.1:54321', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: keepaliveWrites({ fetch: send, supported: true }) },
    });
    const requests = [
      client.from('shifts').select('id'),
      client.from('shifts').insert({ id: 'a' }),
      client.from('shifts').update({ date: '2026-11-30' }).eq('id', 'a'),
      client.from('shifts').delete().eq('id', 'a'),
      client.rpc('day_pack_changes', { since: null }),
    ].map((request) => Promise.resolve(request));
    const refresh = client.auth.refreshSession({ refresh_token: 'r' });
    await vi.waitFor(() => expect(calls).toHaveLength(6));
    answer();
    await Promise.all([...requests, refresh]);
    const seen = calls.map(({ input, init }) => [
      `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`,
      init?.keepalive ?? false,
    ]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['GET /rest/v1/shifts', false],
        ['POST /rest/v1/shifts', true],
        ['PATCH /rest/v1/shifts', true],
        ['DELETE /rest/v1/shifts', true],
        ['POST /rest/v1/rpc/day_pack_changes', true],
        ['POST /auth/v1/token', true],
      ]),
    );
    // Every call is (url string, init): no Request object for the wrapper to pass over.
    expect(calls.every(({ input }) => typeof input === 'string')).toBe(true);
  });
});
