import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashedAssetsImmutable } from '../../../build-steps/vite-plugins';

describe('hashedAssetsImmutable (vite preview serves the build as a production host does)', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof preview>>;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ecolodge-immutable-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dir, 'assets', 'index-Bx12cd.js'), 'export {};');
    writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting();');
    server = await preview({
      configFile: false,
      logLevel: 'silent',
      plugins: [hashedAssetsImmutable()],
      build: { outDir: dir },
      preview: { port: 0, host: '127.0.0.1' },
    });
    const { port } = server.httpServer.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a hashed file under /assets/ as cacheable for a year, never to be asked again', async () => {
    const answer = await fetch(`${origin}/assets/index-Bx12cd.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('marks nothing else: the page, the service worker, the folder, a missing name, a name that climbs out', () => {
    // Asked of the middleware itself: over HTTP, Vite's later answers (the page's fallback, `no-cache`)
    // would hide a wrong header on these.
    let middleware: ((request: { url: string }, response: unknown, next: () => void) => void) | undefined;
    const plugin = hashedAssetsImmutable();
    const hook = plugin.configurePreviewServer as (server: unknown) => void;
    hook({
      config: { root: dir, build: { outDir: '.' } },
      middlewares: { use: (handler: typeof middleware) => (middleware = handler) },
    });
    const marked = (url: string) => {
      let header = '';
      middleware?.({ url }, { setHeader: (_: string, value: string) => (header = value) }, () => undefined);
      return header;
    };
    expect(marked('/assets/index-Bx12cd.js?v=1')).toContain('immutable');
    for (const url of [
      '/',
      '/sw.js',
      '/assets/',
      '/assets/index-Old999.js',
      '/assets/../index.html',
      '/assets/../sw.js',
    ]) {
      expect(marked(url), url).toBe('');
    }
  });
});
