/**
 * Prerendered HTML (issue 22): after the browser build, the signed-out pages (`/auth/login`,
 * `/auth/register`, `/auth/forgot-password`) and the signed-in app shell are rendered to HTML from the
 * app's own components (src/app/prerender.tsx: `react-dom/static`'s `prerender` over the app's
 * router with a memory history), with the first screen's CSS inline, into the built index.html:
 * `auth/login.html` and the others (a static server and the service worker's precache answer
 * `/auth/login` with it) and `index.html` (the shell, every other address). The browser hydrates it
 * (src/main.tsx).
 *
 * Why this and not a prerender plugin: the app needs its router settled (guards, lazy route code)
 * before rendering, the same Mantine provider and the same component tree as the browser, and a shell
 * that is not a route; a generic "crawl the built app in a headless browser" plugin would save the DOM
 * React drew, which React cannot hydrate (no Suspense markers). TanStack Start 1.169 (same Router and
 * Vite versions as ours) does prerender these pages (issue 35, tried: SPA shell + `pages`), but as its
 * own app — its client entry instead of src/main.tsx (no sign-in island, no drawing the shell afresh),
 * a whole-document root route instead of index.html and its head scripts, one render-blocking link per
 * stylesheet and no critical CSS: its cold /auth/login painted at ~3.0 s against ~1.1–1.6 s here
 * (Slow 4G, 4× CPU). Rendering in a child process with jsdom keeps `window` out of Vite's.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { prerenderedAuthPages, SHELL, SHELL_RENDER_PATH } from '../src/lib/prerender/pages.ts';
import { SIGN_IN_ISLAND_ENTRY } from './vite-plugins.ts';

/** The prerendered page the sign-in island starts (issue 22). */
const SIGN_IN_ISLAND_PAGE = '/auth/login';

const runner = fileURLToPath(new URL('./prerender-run.mjs', import.meta.url));

/** The file a prerendered auth page is written to, relative to the build folder. */
export const htmlFileOf = (page: string) => `${page.slice(1)}.html`;

/** Beasties reading stylesheets from the build's map (href → text) instead of the disk. */
class BuiltCss extends Beasties {
  constructor(
    private readonly sheets: ReadonlyMap<string, string>,
    lazyCss: readonly string[],
  ) {
    super({
      // Inline `<style>`s are the markup's own (React hydrates them): left as they are.
      reduceInlineStyles: false,
      additionalStylesheets: [...lazyCss],
      preload: 'media',
      logLevel: 'warn',
    });
  }
  // Async: Beasties calls `.then` on what this returns for `additionalStylesheets`.
  override async getCssAsset(href: string): Promise<string | undefined> {
    return this.sheets.get(href);
  }
}

/**
 * `html` (the built index.html) with the markup in `#root`, `data-prerendered` naming the page, and of
 * each stylesheet in `css` (href → text) what the page uses inline (`beasties`: the rules whose
 * selectors match the markup, with `:root`'s custom properties and the keyframes they animate): the
 * first paint needs no second round trip. The whole stylesheet follows without blocking that paint (a
 * `print` stylesheet switched to `all` once loaded; a plain link without JavaScript). `lazyCss`: hrefs
 * (in `css`) of stylesheets lazily loaded code brings, of which the page's markup uses some (inlined too).
 *
 * `cssAfterEntry` (the sign-in pages): the whole stylesheet is asked for only once the entry script
 * has run (its `onload`), not with the page. A link in the HTML, whatever its `media`, is fetched at
 * once by the preload scanner and shared the slow line with the entry: on Slow 4G its 10 KiB made the
 * sign-in form's app code arrive ~60 ms later (issue 22, `npm run bench:web --waterfall`). What the
 * form draws is inline; the rest (other screens' rules) is there long before a person signed in. Not
 * for the shell: React draws a staff screen afresh right after the entry, with the whole stylesheet.
 */
export async function pageHtml(
  html: string,
  markup: string,
  prerendered: string,
  css: ReadonlyMap<string, string>,
  lazyCss: readonly string[] = [],
  { cssAfterEntry = false, entry }: { cssAfterEntry?: boolean; entry?: PageEntry } = {},
): Promise<string> {
  let page = html.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${prerendered}">${markup}</div>`,
  );
  if (page === html) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  if (entry) page = withEntry(page, entry);
  // Beasties keeps the rules whose selectors match the document's <body>; the head script sets the
  // phone's scheme on <html> (`data-mantine-color-scheme`) before any CSS. Copies of the markup under
  // a `light` and a `dark` element keep both schemes' rules for what the page draws; they go again.
  const copies = ['light', 'dark'].map(
    (scheme) => `<div data-mantine-color-scheme="${scheme}">${markup}</div>`,
  );
  page = page.replace('</body>', `<div data-scheme-copies>${copies.join('')}</div></body>`);
  page = await new BuiltCss(css, lazyCss).process(page);
  page = page.replace(/<div data-scheme-copies[^>]*>[\s\S]*?(?=<\/body>)/, '');
  if (!cssAfterEntry) return page;
  // Beasties' deferred links (`media="print" onload=…`, outside <noscript>) go; the entry adds them.
  const afterEntry: string[] = [];
  page = page.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*media="print"[^>]*>(?=<noscript>)/g,
    (_link, href: string) => {
      afterEntry.push(href);
      return '';
    },
  );
  if (afterEntry.length === 0) return page;
  const script = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  if (!script.test(page)) throw new Error('prerender: index.html has no entry <script type="module">');
  const load =
    `${JSON.stringify(afterEntry).replace(/"/g, "'")}.forEach(function(h){var l=document.createElement('link');` +
    `l.rel='stylesheet';l.crossOrigin='';l.href=h;document.head.appendChild(l)})`;
  return page.replace(script, (tag) => tag.replace('></script>', ` onload="${load}"></script>`));
}

/** A page's first script instead of the app's entry: its file and the files it imports statically. */
export interface PageEntry {
  script: string;
  imports: readonly string[];
}

/**
 * `page` loading `entry` first instead of the app's entry (the sign-in island on /auth/login, issue 22):
 * its script and modulepreloads replace the app's, so the first download is the island's alone.
 */
function withEntry(page: string, entry: PageEntry): string {
  const script = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  if (!script.test(page)) throw new Error('prerender: index.html has no entry <script type="module">');
  let html = page.replace(script, `<script type="module" crossorigin src="${entry.script}"></script>`);
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const preloads = entry.imports
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return html.replace(`src="${entry.script}"></script>`, `src="${entry.script}"></script>${preloads}`);
}

/** The built file of `source` (a module path) and the files it imports statically, from Vite's manifest. */
export function entryOf(
  manifest: Record<string, { file: string; imports?: string[] }>,
  source: string,
): PageEntry {
  const start = manifest[source];
  if (!start) throw new Error(`prerender: ${source} is not in the build's manifest`);
  const imports = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || imports.has(`/${chunk.file}`)) return;
    imports.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  start.imports?.forEach(visit);
  return { script: `/${start.file}`, imports: [...imports] };
}

/** Vite plugin: prerenders the pages into the build folder before the service worker is generated. */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ecolodge:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const work = await mkdtemp(path.join(tmpdir(), 'ecolodge-prerender-'));
        try {
          await build({
            root: config.root,
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: {
              ssr: path.join(config.root, 'src/app/prerender.tsx'),
              outDir: work,
              emptyOutDir: true,
              manifest: false,
              copyPublicDir: false,
              rolldownOptions: { output: { codeSplitting: false } },
            },
            // The app's modules as the browser gets them (TanStack Router's client code paths, the same
            // Suspense boundaries as in the browser), bundled whole.
            ssr: { noExternal: true, resolve: { conditions: ['browser', 'module', 'import', 'default'] } },
          });
          const bundle = path.join(work, 'prerender.js');
          const paths = [...prerenderedAuthPages, SHELL_RENDER_PATH];
          const { stdout } = await promisify(execFile)(process.execPath, [runner, bundle, ...paths], {
            maxBuffer: 16 * 1024 * 1024,
          });
          const pages = JSON.parse(stdout) as Record<string, string>;
          const indexFile = path.join(outDir, 'index.html');
          const html = await readFile(indexFile, 'utf8');
          const css = new Map<string, string>();
          for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g))
            css.set(href!, await readFile(path.join(outDir, href!), 'utf8'));
          // /auth/login starts with the sign-in island (src/sign-in-island.tsx), the others with the app.
          const manifest = JSON.parse(
            await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
          ) as Record<string, { file: string; imports?: string[] }>;
          const island = entryOf(manifest, SIGN_IN_ISLAND_ENTRY);
          for (const page of prerenderedAuthPages) {
            const file = path.join(outDir, htmlFileOf(page));
            await mkdir(path.dirname(file), { recursive: true });
            const entry = page === SIGN_IN_ISLAND_PAGE ? island : undefined;
            await writeFile(
              file,
              await pageHtml(html, pages[page]!, page, css, [], { cssAfterEntry: true, entry }),
            );
          }
          // The shell draws the staff frame (src/ui/staff-frame.ts), whose CSS is in the signed-in
          // start's stylesheets: those the head script preloads (build-steps/vite-plugins.ts).
          const shellCss = [...html.matchAll(/"preload","(\/[^"]+\.css)"/g)].map(([, href]) => href!);
          for (const href of shellCss)
            css.set(href, await readFile(path.join(outDir, href.slice(1)), 'utf8'));
          await writeFile(indexFile, await pageHtml(html, pages[SHELL_RENDER_PATH]!, SHELL, css, shellCss));
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
    },
  };
}
