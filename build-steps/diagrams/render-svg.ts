import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** node_modules, where the page's module scripts are read from. */
const modulesDir = path.dirname(path.dirname(require.resolve('mermaid/package.json')));

/** The system Chromium (Debian package); override with CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A made-up origin the page is served from (every request is answered from node_modules). */
const ORIGIN = 'http://diagrams.invalid';

/** A diagram that failed to parse: the machine id and Mermaid's message. */
export class MermaidParseError extends Error {
  constructor(
    readonly machineId: string,
    message: string,
  ) {
    super(`Mermaid could not parse the diagram of "${machineId}": ${message}`);
  }
}

/** Plain SVG text labels (no `foreignObject`), so the files open in any viewer. */
const baseConfig = {
  startOnLoad: false,
  securityLevel: 'strict',
  htmlLabels: false,
  theme: 'default',
  fontFamily: 'Arial, Helvetica, sans-serif',
  state: { htmlLabels: false },
};

/**
 * The explorer's drawings (issue 21): state names at 18 px and arrow labels at 14 px of the drawing, so
 * a Fit that keeps names at 12 px on screen (scale 2/3) still shows the arrows' events at 9 px.
 */
const explorerCss =
  'g.node text, g.cluster-label text { font-size: 18px; } .edgeLabel text, .edgeLabel tspan { font-size: 14px; }';

type MermaidApi = {
  initialize(config: object): void;
  parse(text: string): Promise<unknown>;
  render(id: string, text: string): Promise<{ svg: string }>;
};

/** A page with mermaid 11 and the ELK layout (`@mermaid-js/layout-elk`) loaded as modules. */
async function mermaidPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const file = new URL(route.request().url()).pathname;
    if (file === '/') {
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html><body><script type="module">
          import mermaid from '/mermaid/dist/mermaid.esm.min.mjs';
          import elk from '/@mermaid-js/layout-elk/dist/mermaid-layout-elk.esm.min.mjs';
          mermaid.registerLayoutLoaders(elk);
          window.mermaid = mermaid;
        </script></body></html>`,
      });
    }
    const absolute = path.join(modulesDir, path.normalize(file));
    if (!absolute.startsWith(modulesDir)) return route.abort();
    return route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: await readFile(absolute) });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'mermaid' in window);
  return page;
}

/** Renders (or only parses) `text` on `page` with `config`; Mermaid's message when it fails. */
async function renderOn(
  page: Page,
  id: string,
  text: string,
  config: object,
  parseOnly: boolean,
): Promise<{ ok: true; svg: string } | { ok: false; message: string }> {
  return page.evaluate(
    async ({ id: renderId, text: diagram, config: settings, parseOnly: onlyParse }) => {
      const m = (window as unknown as { mermaid: MermaidApi }).mermaid;
      m.initialize(settings);
      try {
        await m.parse(diagram);
        if (onlyParse) return { ok: true as const, svg: '' };
        const { svg } = await m.render(renderId, diagram);
        return { ok: true as const, svg };
      } catch (error) {
        // A failed render leaves its error drawing in the page.
        document.getElementById(`d${renderId}`)?.remove();
        return { ok: false as const, message: error instanceof Error ? error.message : String(error) };
      }
    },
    { id, text, config, parseOnly },
  );
}

/** One explorer drawing and the layout that drew it. */
export interface ExplorerDrawing {
  svg: string;
  layout: 'elk' | 'dagre';
}

/**
 * Parses (and, unless `parseOnly`, renders to SVG) each diagram with mermaid 11 inside headless system
 * Chromium, since mermaid needs a DOM: the docs' diagrams (dagre, as GitHub draws them) and the
 * explorer's compact drawings, laid out with ELK, which draws the large machines in about half the
 * area of dagre (auth: 1305 × 1485 px against 2381 × 1980), or with dagre where ELK refuses the graph
 * (an arrow from a group to its own child, as in signIn).
 * @throws MermaidParseError on the first diagram Mermaid rejects.
 */
export async function renderDiagrams(
  diagrams: ReadonlyArray<{
    id: string;
    mermaid: string;
    compact: string;
    /** The explorer's level drawings (issue 34), rendered as `<id>--<key>` in the explorer map. */
    levels?: ReadonlyArray<{ key: string; compact: string }>;
  }>,
  { parseOnly = false }: { parseOnly?: boolean } = {},
): Promise<{ docs: Map<string, string>; explorer: Map<string, ExplorerDrawing> }> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const page = await mermaidPage(browser);
    const docs = new Map<string, string>();
    const explorer = new Map<string, ExplorerDrawing>();
    const withNewline = (svg: string) => (svg.endsWith('\n') ? svg : `${svg}\n`);
    const explorerConfig = { ...baseConfig, themeCSS: explorerCss };
    /** One explorer drawing with ELK, or dagre where ELK refuses the graph. */
    const drawExplorer = async (id: string, compact: string): Promise<ExplorerDrawing> => {
      let layout: ExplorerDrawing['layout'] = 'elk';
      let drawn = await renderOn(
        page,
        `explorer-${id}`,
        withLayout(compact, 'elk'),
        explorerConfig,
        parseOnly,
      );
      if (!drawn.ok) {
        layout = 'dagre';
        drawn = await renderOn(
          page,
          `explorer-${id}`,
          withLayout(compact, 'dagre'),
          explorerConfig,
          parseOnly,
        );
      }
      if (!drawn.ok) throw new MermaidParseError(id, drawn.message);
      return { svg: withNewline(drawn.svg), layout };
    };
    for (const { id, mermaid, compact, levels = [] } of diagrams) {
      const doc = await renderOn(page, `diagram-${id}`, mermaid, baseConfig, parseOnly);
      if (!doc.ok) throw new MermaidParseError(id, doc.message);
      docs.set(id, withNewline(doc.svg));
      explorer.set(id, await drawExplorer(id, compact));
      for (const level of levels) {
        const levelId = `${id}--${level.key}`;
        explorer.set(levelId, await drawExplorer(levelId, level.compact));
      }
    }
    return { docs, explorer };
  } finally {
    await browser?.close();
  }
}

/** The Mermaid text with a front-matter layout choice. */
function withLayout(text: string, layout: 'elk' | 'dagre'): string {
  return `---\nconfig:\n  layout: ${layout}\n---\n${text}`;
}
