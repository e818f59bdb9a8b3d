import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 34 console: "A preload for lodge-day-*.css is found, but is not used because the request
 * credentials mode does not match" — the head script preloads the signed-in start's stylesheets with
 * `crossorigin` (build-steps/vite-plugins.ts), so every link the app adds to the same files must be
 * `crossorigin` too, or the browser fetches them a second time.
 */
const linkBlocks = (source: string) =>
  [
    ...source.matchAll(
      /\.rel = 'stylesheet';([\s\S]*?)appendChild|\.rel = 'stylesheet';([\s\S]*?)\.append\(/g,
    ),
  ].map((match) => match[0]);

describe('issue 34 console: every stylesheet link the app adds matches its preload’s credentials mode', () => {
  // index.html's paint script lives in src/lib/prerender/head-scripts.ts (issue 35).
  it.each(['src/lib/prerender/head-scripts.ts', 'src/ui/lazy-piece.tsx'])(
    '%s sets crossOrigin on each stylesheet link it adds',
    (file) => {
      const blocks = linkBlocks(readFileSync(file, 'utf8'));
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expect(block).toMatch(/\.crossOrigin = ''/);
    },
  );
});
