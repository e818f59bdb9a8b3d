import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  appFilesBeyondIsland,
  chartsBuildOn,
  mantineNamesIn,
  mantineStylesheetsFor,
  signedInStartFiles,
  signedInStartGroup,
  signInFiles,
  type BundleChunk,
} from '../../../build-steps/vite-plugins';

function chunk(fileName: string, fields: Partial<BundleChunk> = {}): BundleChunk {
  return { fileName, isEntry: false, imports: [], facadeModuleId: null, moduleIds: [], ...fields };
}

const css = (...files: string[]) => ({ importedCss: new Set(files) });

/** A build shaped like the app's: the entry, and the signed-in start's lazy chunks. */
const bundle: BundleChunk[] = [
  chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/runtime.js'],
    viteMetadata: css('assets/index.css'),
  }),
  chunk('assets/runtime.js'),
  chunk('assets/browser-client.js', {
    facadeModuleId: '/app/src/lib/supabase/browser-client.ts',
    imports: ['assets/tslib.js'],
  }),
  chunk('assets/tslib.js'),
  // Not preloaded (issue 22: the stored-session check runs behind the first screen).
  chunk('assets/auth-offline.js', { facadeModuleId: '/app/src/lib/supabase/auth-offline.ts' }),
  chunk('assets/profile-save.js', {
    facadeModuleId: '/app/src/features/auth/profile-save.ts',
    imports: ['assets/runtime.js'],
  }),
  // The day pack is merged into a shared chunk: found by the modules it holds.
  chunk('assets/shared.js', {
    moduleIds: [
      '/app/src/lib/offline/day-pack.ts',
      '/app/src/lib/supabase/lodges.ts',
      '/app/node_modules/idb.js',
    ],
  }),
  chunk('assets/_app.js', {
    facadeModuleId: '/app/src/routes/_app/index.tsx?tsr-split=component',
    imports: ['assets/booking-row.js'],
    viteMetadata: css('assets/index.css'),
  }),
  chunk('assets/booking-row.js', {
    imports: ['assets/badge.js'],
    viteMetadata: css('assets/booking-row.css'),
  }),
  chunk('assets/badge.js', { viteMetadata: css('assets/badge.css') }),
  chunk('assets/dashboard.data.js', {
    facadeModuleId: '/app/src/features/dashboard/dashboard.data.ts',
    imports: ['assets/bookings.js', 'assets/shared.js'],
  }),
  chunk('assets/bookings.js'),
  // The staff frame (issue 22: the header's bell and avatar, the bottom bar), merged with the day's chunk.
  chunk('assets/staff-frame.js', {
    facadeModuleId: '/app/src/ui/staff-frame.ts',
    imports: ['assets/badge.js'],
  }),
  chunk('assets/machines.js', { facadeModuleId: '/app/src/routes/_app/machines.tsx?tsr-split=component' }),
];

describe('signedInStartFiles (the head script preloads of a signed-in start)', () => {
  it('takes every static import of the wanted chunks, all levels down, and none of the entry’s', () => {
    const { js } = signedInStartFiles(bundle);
    expect(js.sort()).toEqual(
      [
        'assets/_app.js',
        'assets/badge.js',
        'assets/booking-row.js',
        'assets/bookings.js',
        'assets/browser-client.js',
        'assets/dashboard.data.js',
        'assets/profile-save.js',
        'assets/shared.js',
        'assets/staff-frame.js',
        'assets/tslib.js',
      ].sort(),
    );
  });

  it('preloads their stylesheets too, except those the entry already links', () => {
    expect(signedInStartFiles(bundle).css.sort()).toEqual(['assets/badge.css', 'assets/booking-row.css']);
  });

  it('fails the build when a wanted module is in no chunk', () => {
    expect(() => signedInStartFiles(bundle.filter((c) => c.fileName !== 'assets/profile-save.js'))).toThrow(
      /no chunk for src\/features\/auth\/profile-save\.ts/,
    );
  });
});

describe('signInFiles (what a signed-out page fetches once its entry ran, issue 22)', () => {
  it('is the supabase-js client with what it imports, and nothing of the day or the entry', () => {
    expect(signInFiles(bundle).sort()).toEqual(['assets/browser-client.js', 'assets/tslib.js']);
  });
});

describe('with the sign-in island (issue 22: /auth/login loads a small entry first)', () => {
  /**
   * The app's build plus the island's entry, which shares `sign-in.js` with the app's entry; supabase-js
   * imports a file the app's entry has and the island has not.
   */
  const withIsland: BundleChunk[] = [
    ...bundle.map((c) => {
      if (c.fileName === 'assets/index.js')
        return {
          ...c,
          facadeModuleId: '/app/src/main.tsx',
          imports: ['assets/runtime.js', 'assets/sign-in.js'],
        };
      if (c.fileName === 'assets/browser-client.js')
        return { ...c, imports: ['assets/tslib.js', 'assets/index.js'] };
      return c;
    }),
    chunk('assets/sign-in.js', { imports: ['assets/runtime.js'], viteMetadata: css('assets/sign-in.css') }),
    chunk('assets/sign-in-island.js', {
      isEntry: true,
      facadeModuleId: '/app/src/sign-in-island.tsx',
      imports: ['assets/runtime.js', 'assets/sign-in.js'],
    }),
  ];

  it('what a Sign In needs is counted beyond the island’s files (the page that fetches it first)', () => {
    expect(signInFiles(withIsland).sort()).toEqual([
      'assets/browser-client.js',
      'assets/index.js',
      'assets/tslib.js',
    ]);
  });

  it('the app’s files beyond the island are its entry and what only it imports', () => {
    expect(appFilesBeyondIsland(withIsland)).toEqual(['assets/index.js']);
  });

  it('the signed-in start still counts from the app’s entry (index.html’s), not the island’s: the shell preloaded the app’s own CSS again and inlined it after its links ("Edit" lost its padding)', () => {
    const { js, css: styles } = signedInStartFiles(withIsland);
    expect(js).not.toContain('assets/sign-in.js');
    expect(js).not.toContain('assets/index.js');
    expect(styles).not.toContain('assets/sign-in.css');
    expect(styles).not.toContain('assets/index.css');
  });
});

describe('issue 34 Finances chart: the legend has its colour keys', () => {
  it("a module drawing a chart gets ColorSwatch's stylesheet (the legend's keys were 0 × 0)", () => {
    const chart = readFileSync('src/features/finances/finance-chart.tsx', 'utf8');
    expect(mantineStylesheetsFor(mantineNamesIn(chart))).toEqual(
      expect.arrayContaining(['ColorSwatch', 'Paper']),
    );
  });

  it('every @mantine/core component @mantine/charts draws with is in chartsBuildOn', () => {
    const esm = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@mantine/charts')),
      '..',
      'esm',
    );
    const files = readdirSync(esm, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.mjs'),
    );
    const used = new Set<string>();
    for (const file of files) {
      const code = readFileSync(path.join(esm, file), 'utf8');
      for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)) {
        for (const name of list!.split(',').map((part) => part.trim()))
          if (/^[A-Z]/.test(name)) used.add(name);
      }
    }
    const components = mantineStylesheetsFor(used);
    expect(components.length).toBeGreaterThan(0);
    expect(mantineStylesheetsFor(chartsBuildOn)).toEqual(expect.arrayContaining(components));
  });
});

describe('issue 35: the signed-in start’s chunk is derived from its roots, not a hand-kept list', () => {
  const root = '/app';
  /** A module graph shaped like the app's: the roots, what they import, a dialog loaded on a tap. */
  const graph: Record<string, string[]> = {
    '/app/src/lib/supabase/lodges.ts': ['/app/src/lib/supabase/client.ts'],
    '/app/src/features/auth/profile-save.ts': ['/app/src/lib/supabase/profiles.ts'],
    '/app/src/lib/offline/day-pack.ts': ['/app/node_modules/idb-keyval/dist/index.js'],
    '/app/src/routes/_app/index.tsx?tsr-split=component': [
      '/app/src/features/dashboard/dashboard-screen.tsx',
      '/app/src/routes/_app/index.tsx',
    ],
    '/app/src/routes/_app/index.tsx': [],
    '/app/src/features/dashboard/dashboard.data.ts': ['/app/src/lib/offline/outbox-overlay.ts'],
    '/app/src/ui/staff-frame.ts': ['/app/src/ui/bottom-bar.tsx'],
    '/app/src/features/dashboard/dashboard-screen.tsx': [],
    '/app/src/lib/offline/outbox-overlay.ts': ['/app/src/lib/offline/commands.ts'],
    '/app/src/lib/offline/commands.ts': [],
    '/app/src/ui/bottom-bar.tsx': [],
    '/app/src/lib/supabase/client.ts': [],
    '/app/src/lib/supabase/profiles.ts': [],
    '/app/node_modules/idb-keyval/dist/index.js': [],
    // Only ever imported with import(): a tap's dialog.
    '/app/src/features/dashboard/add-note-dialog.tsx': [],
  };
  const ctx = {
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id]! } : null),
  };

  it('puts the app’s modules the roots reach statically in lodge-day, a route’s other parts with it', () => {
    const group = signedInStartGroup(root);
    for (const id of [
      '/app/src/lib/offline/commands.ts',
      '/app/src/ui/bottom-bar.tsx',
      '/app/src/features/dashboard/dashboard-screen.tsx',
      '/app/src/routes/_app/index.tsx?tsr-split=errorComponent',
    ])
      expect(group.name(id, ctx)).toBe('lodge-day');
  });

  it('leaves out what a tap loads, packages, and supabase-js’s client (its own chunk)', () => {
    const group = signedInStartGroup(root);
    expect(group.name('/app/src/features/dashboard/add-note-dialog.tsx', ctx)).toBeNull();
    expect(group.name('/app/node_modules/idb-keyval/dist/index.js', ctx)).toBeNull();
    expect(group.name('/app/src/lib/supabase/browser-client.ts', ctx)).toBeNull();
  });

  it('a root the build no longer has fails the build instead of shrinking the start silently', () => {
    const group = signedInStartGroup(root);
    const missing = {
      getModuleInfo: (id: string) => (id.endsWith('day-pack.ts') ? null : ctx.getModuleInfo(id)),
    };
    expect(() => group.name('/app/src/ui/bottom-bar.tsx', missing)).toThrow(
      /day-pack\.ts is not in the build/,
    );
  });
});
