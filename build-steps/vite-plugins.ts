/**
 * The app's own Vite plugins (issue 11: first paint at the floor on a cheap phone).
 *
 * - `mantineCssPerComponent`: Mantine's CSS per component, next to the code that uses it, instead of the
 *   whole 35 KiB gzip `@mantine/core/styles.css` up front.
 * - `preloadSupabaseWhenSignedIn`: an inline head script that modulepreloads the supabase-js chunk when a
 *   session is stored, so a signed-in start fetches it alongside the entry.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { authStorageKey } from '../src/lib/supabase/auth-storage.ts';
import { APP_MODULES_META, SIGN_IN_MODULES_META } from '../src/lib/later-work.ts';
import { HEAD_PIECES } from '../src/lib/prerender/head-scripts.ts';

const coreRoot = fileURLToPath(new URL('../node_modules/@mantine/core', import.meta.url));
const esm = path.join(coreRoot, 'esm');

/** Every `.mjs` file under `dir`. */
function moduleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return moduleFiles(full);
    return name.endsWith('.mjs') ? [full] : [];
  });
}

/** `components/Button` → `Button`: the folder under `esm/components` or `esm/utils` a file sits in. */
function componentFolderOf(file: string): string | undefined {
  const match = /[\\/]esm[\\/](?:components|utils)[\\/]([A-Za-z]+)[\\/]/.exec(file);
  return match?.[1];
}

const folderDependencies = new Map<string, string[]>();
/** The component folders a component folder imports (its own sub-components' files included). */
function dependenciesOf(folder: string): string[] {
  let found = folderDependencies.get(folder);
  if (found) return found;
  const dir = [path.join(esm, 'components', folder), path.join(esm, 'utils', folder)].find(existsSync);
  const deps = new Set<string>();
  for (const file of dir ? moduleFiles(dir) : []) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+"(\.[^"]+)"/g)) {
      const target = componentFolderOf(path.resolve(path.dirname(file), specifier!));
      if (target && target !== folder) deps.add(target);
    }
  }
  found = [...deps];
  folderDependencies.set(folder, found);
  return found;
}

const cssOf = (folder: string) => path.join(coreRoot, 'styles', `${folder}.layer.css`);

/**
 * The per-component stylesheets `names` (exports of `@mantine/core`) need, dependencies first, e.g.
 * `Button` → UnstyledButton, Loader, Button. Exports that are not components (hooks, `createTheme`) need none.
 */
export function mantineStylesheetsFor(names: Iterable<string>): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (folder: string) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    dependenciesOf(folder).forEach(visit);
    ordered.push(folder);
  };
  for (const name of names) {
    if (existsSync(path.join(esm, 'components', name))) visit(name);
  }
  return ordered.filter((folder) => existsSync(cssOf(folder)));
}

const mantineImport = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/(core|notifications|charts)['"]/g;

/**
 * The `@mantine/core` components `@mantine/charts` draws with (its legend's `ColorSwatch`, its tooltip's
 * `Paper`…): a chart module imports none of them itself, so their stylesheets come with any chart import.
 * Issue 34: without ColorSwatch's the Finances chart's legend had 0 × 0 colour keys.
 */
export const chartsBuildOn = ['Box', 'ColorSwatch', 'Group', 'Paper', 'Text', 'Tooltip'] as const;

/** The core component names a module's Mantine imports need stylesheets for (see {@link mantineCssPerComponent}). */
export function mantineNamesIn(code: string): Set<string> {
  const names = new Set<string>();
  // `import type { … }` does not match (`type` sits between `import` and `{`); `{ type X }` is skipped.
  for (const [, list, pkg] of code.matchAll(mantineImport)) {
    if (pkg === 'notifications') names.add('Notification');
    if (pkg === 'charts') {
      chartsBuildOn.forEach((name) => names.add(name));
      continue;
    }
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

/**
 * Adds `import '@mantine/core/styles/<Component>.layer.css'` to every app module for each Mantine
 * component it imports (and the components those build on), so each route's chunk carries the CSS of
 * what it draws and the sign-in page only what it shows (Mantine's documented per-component files,
 * https://mantine.dev/styles/css-files-list/). The `.layer.css` variants put Mantine in `@layer mantine`,
 * so the app's own CSS modules win whatever order lazily loaded stylesheets arrive in. The global
 * stylesheets are imported once in `src/app/providers.tsx`.
 */
export function mantineCssPerComponent(): Plugin {
  return {
    name: 'ecolodge:mantine-css-per-component',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('@mantine/'))
        return;
      const names = mantineNamesIn(code);
      const sheets = mantineStylesheetsFor(names);
      if (sheets.length === 0) return;
      const imports = sheets.map((folder) => `import '@mantine/core/styles/${folder}.layer.css';`).join('\n');
      return { code: `${imports}\n${code}`, map: null };
    },
  };
}

/**
 * The modules a signed-in start loads with `import()` before the dashboard can draw: the supabase-js
 * client, the lodge actor's lodges module (its `recallLodges` reads them before anything else), the
 * profile's loader, the day pack, the dashboard route with its data module (the route's loader imports
 * it), and the staff frame (src/ui/staff-frame.ts: main.tsx waits for it before drawing the shell over).
 * Each is named where it is loaded; this list names the roots only: what they import is found in the
 * build's module graph (`signedInStartGroup`), not kept here by hand (issue 35).
 */
const signedInStartModules = [
  'src/lib/supabase/browser-client.ts',
  'src/lib/supabase/lodges.ts',
  // Not the stored-session check (`auth-offline`): since issue 22 the auth machine signs a returning
  // person in from storage and runs that check behind the first screen.
  'src/features/auth/profile-save.ts',
  'src/lib/offline/day-pack.ts',
  'src/routes/_app/index.tsx?tsr-split=component',
  'src/features/dashboard/dashboard.data.ts',
  'src/ui/staff-frame.ts',
];

/**
 * Rolldown `codeSplitting` group `lodge-day` (issue 11; derived since issue 35): the app's own modules
 * (under `src/`) that {@link signedInStartModules} import statically, all levels down, themselves
 * included, in one chunk, which index.html's head script preloads with the entry when a session is
 * stored. Left to automatic splitting they were 28 files of 0.4–1.3 KiB gzip, and Chrome fetches six at
 * a time per host on HTTP/1.1: on Slow 4G the dashboard's reads waited 1.9 s for them (`npm run
 * bench:web --waterfall`). Not the dashboard's dialogs (dynamic imports, loaded on a tap) nor the sync
 * (after first paint); not supabase-js (its own chunk: the sign-in needs it too). Lower priority than
 * the entry's group, so nothing leaves the entry. Rolldown's `name` function walks the graph once.
 * @param root the project's folder (absolute), where the module list's paths start.
 */
export function signedInStartGroup(root: string) {
  let reached: Set<string> | null = null;
  // supabase-js's client keeps its own chunk (a sign-in needs it too, without the rest).
  const roots = signedInStartModules
    .filter((module) => !module.endsWith('/browser-client.ts'))
    .map((module) => path.join(root, module).replace(/\\/g, '/'));
  return {
    debugName: 'signed-in start',
    name: (id: string, ctx: { getModuleInfo(id: string): ModuleImports | null }): string | null => {
      if (!reached) {
        const seen = new Set<string>();
        const visit = (moduleId: string) => {
          if (seen.has(moduleId)) return;
          seen.add(moduleId);
          ctx.getModuleInfo(moduleId)?.importedIds.forEach(visit);
        };
        for (const start of roots) {
          if (!ctx.getModuleInfo(start)) throw new Error(`signedInStartGroup: ${start} is not in the build`);
          visit(start);
        }
        // By file: a route file's split parts (`?tsr-split=…`, its error component too) go with it.
        reached = new Set([...seen].map(sourcePath).filter((file) => file.includes('/src/')));
      }
      return reached.has(sourcePath(id)) ? 'lodge-day' : null;
    },
    priority: 10,
  };
}

/** The sign-in island's entry module (issue 22: src/sign-in-island.tsx), a second input of the build. */
export const SIGN_IN_ISLAND_ENTRY = 'src/sign-in-island.tsx';

/** Whether `chunk` is the sign-in island's entry chunk. */
const isIslandEntry = (chunk: BundleChunk) =>
  chunk.isEntry && Boolean(chunk.facadeModuleId?.includes(SIGN_IN_ISLAND_ENTRY));

/** Whether the build has the sign-in island (a test's bundle or an older build may not). */
export const hasSignInIsland = (chunks: readonly BundleChunk[]) => chunks.some(isIslandEntry);
/** The app's entry module (index.html's script). */
export const APP_ENTRY = 'src/main.tsx';

const sourcePath = (id: string) => id.replace(/\\/g, '/').replace(/\?.*$/, '');

/**
 * Chunk group (issue 22): every module the sign-in island imports statically, all levels down, in one
 * chunk (`sign-in`) that the app's entry imports too, instead of being merged into the app's chunk
 * (`$initial` takes every entry's static modules): the island's first download is that chunk and its
 * own small entry, and the app later fetches only what it adds. Rolldown's `name` function walks the
 * island's static imports once per build.
 */
export function signInIslandGroup(islandEntry: string) {
  let reached: Set<string> | null = null;
  const entryPath = sourcePath(islandEntry);
  return {
    debugName: 'sign-in island',
    name: (id: string, ctx: { getModuleInfo(id: string): ModuleImports | null }): string | null => {
      if (!reached) {
        const found = new Set<string>();
        const start = ctx.getModuleInfo(islandEntry);
        if (!start) throw new Error(`signInIslandGroup: ${islandEntry} is not in the build`);
        const visit = (moduleId: string) => {
          if (found.has(moduleId)) return;
          found.add(moduleId);
          ctx.getModuleInfo(moduleId)?.importedIds.forEach(visit);
        };
        start.importedIds.forEach(visit);
        reached = found;
      }
      // The entry module itself stays in its own (small) entry chunk.
      return sourcePath(id) !== entryPath && reached.has(id) ? 'sign-in' : null;
    },
    // Only modules in an entry's first download: the walk above goes through barrel files
    // (`@mantine/core`'s index names every component), `$initial` keeps what the entries really use.
    tags: ['$initial' as const],
    priority: 30,
  };
}

/** What `signInIslandGroup` reads of a module. */
interface ModuleImports {
  importedIds: readonly string[];
}

/** What `signedInStartFiles` reads of a Rollup output chunk. */
export interface BundleChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The JS and CSS files a signed-in start fetches beyond the entry: the chunks holding
 * `signedInStartModules` with everything they import statically, all levels down (a modulepreload
 * fetches one file, not its imports), minus the entry's own.
 */
export function signedInStartFiles(chunks: readonly BundleChunk[]): { js: string[]; css: string[] } {
  return filesBeyondEntry(chunks, signedInStartModules);
}

/**
 * What a sign-in needs beyond the entry: the supabase-js client's chunk and what it imports (issue 22:
 * a signed-out page fetches them as soon as the entry runs, before anything that can wait).
 */
export function signInFiles(chunks: readonly BundleChunk[]): string[] {
  // Beyond the sign-in island's files when there is an island (the page that fetches them first).
  const island = hasSignInIsland(chunks);
  return filesBeyondEntry(
    chunks,
    ['src/lib/supabase/browser-client.ts'],
    island ? SIGN_IN_ISLAND_ENTRY : APP_ENTRY,
  ).js;
}

/**
 * The app's files beyond the sign-in island's (issue 22): its entry and what it imports statically,
 * all levels down, minus the island's entry's own. The island fetches them once it is live.
 * @throws when the build has no island or app entry.
 */
export function appFilesBeyondIsland(chunks: readonly BundleChunk[]): string[] {
  return filesBeyondEntry(chunks, [APP_ENTRY], SIGN_IN_ISLAND_ENTRY).js;
}

/**
 * The JS and CSS files of the chunks holding `modules` (source paths) with everything they import
 * statically, all levels down, minus those of the entry of `entryModule` (the app's by default).
 * @throws when a module is in no chunk (a renamed file: the list above is out of date).
 */
function filesBeyondEntry(
  chunks: readonly BundleChunk[],
  modules: readonly string[],
  entryModule = APP_ENTRY,
): { js: string[]; css: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  // One entry (a test's bundle, or no island): that one; else the island's, or the app's — the other
  // one (its facade is index.html, not src/main.tsx: the shell's preloads listed the app's own CSS
  // and JS again, and the shell inlined the app's CSS after its links, so Mantine's UnstyledButton
  // reset overrode Button's padding: "Edit" 36 px wide).
  const entry =
    entries.length === 1
      ? entries[0]
      : entries.find((chunk) =>
          entryModule === SIGN_IN_ISLAND_ENTRY ? isIslandEntry(chunk) : !isIslandEntry(chunk),
        );
  const inEntry = new Set<string>();
  const visitEntry = (file: string) => {
    if (inEntry.has(file)) return;
    inEntry.add(file);
    byFile.get(file)?.imports.forEach(visitEntry);
  };
  if (entry) visitEntry(entry.fileName);
  const js = new Set<string>();
  const visit = (file: string) => {
    if (js.has(file) || inEntry.has(file)) return;
    js.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  for (const wanted of modules) {
    // A module may be the chunk's facade (a route, the client) or merged into a shared chunk (the day pack).
    const chunk =
      chunks.find((c) => c.facadeModuleId?.includes(wanted)) ??
      chunks.find((c) => c.moduleIds.some((id) => id.includes(wanted)));
    if (!chunk) throw new Error(`preload-signed-in-start: no chunk for ${wanted}`);
    visit(chunk.fileName);
  }
  const entryCss = new Set(
    [...inEntry].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
  );
  const css = new Set([...js].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
  return { js: [...js], css: [...css].filter((file) => !entryCss.has(file)) };
}

/** `<!-- head-script:NAME … -->` in index.html: where a piece of {@link HEAD_PIECES} goes. */
const HEAD_PIECE_MARK = /<!-- head-script:([a-z-]+)\b[^>]*-->/g;

/**
 * Writes index.html's inline pieces (the colour scheme before the first paint, the early sign-in
 * input, the page snapshot's paint) where the page marks them, from src/lib/prerender/head-scripts.ts,
 * which takes its storage keys from the modules that own them (issue 35: not kept in step by hand).
 * In the dev server and the build alike. A mark naming no piece fails the build.
 */
export function headScripts(): Plugin {
  return {
    name: 'ecolodge:head-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => fillHeadPieces(html),
    },
  };
}

/** `html` with every `<!-- head-script:NAME -->` replaced by its piece; throws on an unknown NAME. */
export function fillHeadPieces(html: string): string {
  const pieces = new Map<string, string>(Object.entries(HEAD_PIECES));
  return html.replace(HEAD_PIECE_MARK, (_mark, name: string) => {
    const piece = pieces.get(name);
    if (piece === undefined) throw new Error(`index.html names no head piece "${name}"`);
    return piece;
  });
}

/**
 * Writes a tiny inline script into `index.html`'s head that preloads what a signed-in start needs beyond
 * the entry (`signedInStartFiles`) when a session is stored under the client's `storageKey` or arrives
 * in the URL fragment. They then download in parallel with the entry instead of one lazy chunk after
 * another (issue 11: those round trips made a signed-in start on Slow 4G take 10 s); a signed-out start
 * does not fetch them before its first paint. The CSS is only preloaded (applied when the route asks for
 * it); every link is `crossorigin` like Vite's own preloads, or the browser fetches the file again.
 * Also names what a sign-in needs (`SIGN_IN_MODULES_META`), which a signed-out page fetches once its
 * entry has run, not with the page (issue 22).
 */
export function preloadSupabaseWhenSignedIn(): Plugin {
  return {
    name: 'ecolodge:preload-signed-in-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const { js, css } = signedInStartFiles(chunks);
        const links = [
          ...js.map((file) => ['modulepreload', `/${file}`]),
          ...css.map((file) => ['preload', `/${file}`]),
        ];
        const script =
          `(function(){try{if(!localStorage.getItem(${JSON.stringify(authStorageKey)})&&location.hash.indexOf('access_token=')<0)return}catch(e){return}` +
          `${JSON.stringify(links)}.forEach(function(p){var l=document.createElement('link');l.rel=p[0];l.href=p[1];l.crossOrigin='';if(p[0]==='preload')l.as='style';document.head.appendChild(l)})})()`;
        return [
          { tag: 'script', children: script, injectTo: 'head-prepend' },
          // What a sign-in needs, for a signed-out page to fetch once its entry runs (src/lib/later-work.ts).
          {
            tag: 'meta',
            attrs: {
              name: SIGN_IN_MODULES_META,
              content: signInFiles(chunks)
                .map((file) => `/${file}`)
                .join(' '),
            },
            injectTo: 'head',
          },
          // The app's files beyond the sign-in island's, for the island to fetch once it is live
          // (src/sign-in-island.tsx; only a build with an island has them).
          ...(hasSignInIsland(chunks)
            ? [
                {
                  tag: 'meta',
                  attrs: {
                    name: APP_MODULES_META,
                    content: appFilesBeyondIsland(chunks)
                      .map((file) => `/${file}`)
                      .join(' '),
                  },
                  injectTo: 'head' as const,
                },
              ]
            : []),
        ];
      },
    },
  };
}

/**
 * `vite preview` (`npm start`, and the e2e tests' server) serves the build's hashed files under
 * `/assets/` as a production host does: `Cache-Control: public, max-age=31536000, immutable` (a new
 * build has new names; `index.html`, `sw.js`, the manifest and a name the build lacks keep Vite's
 * revalidated answers). Vite's preview sends `no-cache`, so the browser asked again on every load:
 * each e2e test's reloads and new screens re-fetched and re-compiled the app's code (issue 33, suite
 * time: 27 e2e tests, alternated, 131.0/130.6 → 122.8/124.8 busy CPU-s, 85.7 → 82.2 s).
 */
export function hashedAssetsImmutable(): Plugin {
  return {
    name: 'ecolodge:hashed-assets-immutable',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const assets = path.join(outDir, 'assets');
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0] ?? '';
        const file = path.join(outDir, path.normalize(pathname));
        // Only a file the build has under assets/: a missing one gets the page's fallback, and a name
        // that climbs out of the folder (`/assets/../index.html`) is not an asset.
        // One stat, and only for names under assets/.
        if (file.startsWith(`${assets}${path.sep}`) && statSync(file, { throwIfNoEntry: false })?.isFile()) {
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
        next();
      });
    },
  };
}
