import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillHeadPieces } from '../../../build-steps/vite-plugins';
import { authStorageKey } from '../../../src/lib/supabase/auth-storage';
import {
  COLOR_SCHEME_KEY,
  HEAD_PIECES,
  pageSnapshotPaintScript,
} from '../../../src/lib/prerender/head-scripts';
import { SNAPSHOT_KEY_PREFIX, SNAPSHOT_VERSION } from '../../../src/lib/prerender/page-snapshot-keys';

/**
 * Issue 35: "index.html's inline scripts are derived from the modules that own them, not kept in step by
 * hand". The page marks where each piece goes; the build writes it from src/lib/prerender/head-scripts.ts.
 */
describe('index.html’s inline pieces come from the modules that own them', () => {
  const page = readFileSync('index.html', 'utf8');

  it('index.html keeps no inline script or style of its own, only marks', () => {
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page).not.toMatch(/<style\b/);
    for (const name of Object.keys(HEAD_PIECES)) expect(page).toContain(`<!-- head-script:${name}`);
  });

  it('the built page has every piece, in the order the page marks them, and no mark left', () => {
    const built = fillHeadPieces(page);
    expect(built).not.toContain('head-script:');
    const at = (text: string) => built.indexOf(text);
    // The colour scheme before the early input (both in <head>), the paint after #root.
    expect(at(HEAD_PIECES['color-scheme'])).toBeGreaterThan(0);
    expect(at(HEAD_PIECES['early-input'])).toBeGreaterThan(at(HEAD_PIECES['color-scheme']));
    expect(at(HEAD_PIECES['early-input'])).toBeLessThan(at('</head>'));
    expect(at(HEAD_PIECES['page-snapshot-paint'])).toBeGreaterThan(at('<div id="root"></div>'));
    expect(at(HEAD_PIECES['page-snapshot-paint'])).toBeLessThan(at('<script type="module"'));
  });

  it('the paint script reads the keys and the version the app writes (a renamed key follows)', () => {
    expect(pageSnapshotPaintScript).toContain(JSON.stringify(SNAPSHOT_KEY_PREFIX));
    expect(pageSnapshotPaintScript).toContain(JSON.stringify(authStorageKey));
    expect(pageSnapshotPaintScript).toContain(`snap.v !== ${SNAPSHOT_VERSION}`);
    expect(HEAD_PIECES['color-scheme']).toContain(JSON.stringify(COLOR_SCHEME_KEY));
  });

  it('every piece is a script that parses', () => {
    for (const piece of Object.values(HEAD_PIECES))
      for (const [, code] of piece.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
        expect(() => new Function(code!)).not.toThrow();
  });

  it('a mark naming no piece fails the build instead of shipping a page without it', () => {
    expect(() => fillHeadPieces('<head><!-- head-script:colour-scheme --></head>')).toThrow(
      'index.html names no head piece "colour-scheme"',
    );
  });
});
