import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';

const require = createRequire(import.meta.url);

/** The system Chromium (Debian package); override with CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A diagram that failed to parse: the machine id and Mermaid's message. */
export class MermaidParseError extends Error {
  constructor(
    readonly machineId: string,
    message: string,
  ) {
    super(`Mermaid could not parse the diagram of "${machineId}": ${message}`);
  }
}

/**
 * Parses (and, unless `parseOnly`, renders to SVG) each diagram with mermaid 11 inside headless system
 * Chromium, since mermaid needs a DOM. One browser for all diagrams; `securityLevel: 'strict'`, and
 * plain SVG text labels (no `foreignObject`), so the files open in any viewer.
 * @throws MermaidParseError on the first diagram Mermaid rejects.
 */
export async function renderDiagrams(
  diagrams: ReadonlyArray<{ id: string; mermaid: string }>,
  { parseOnly = false }: { parseOnly?: boolean } = {},
): Promise<Map<string, string>> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
    await page.evaluate(() => {
      const w = window as unknown as { mermaid: { initialize(config: object): void } };
      w.mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
        htmlLabels: false,
        theme: 'default',
        fontFamily: 'Arial, Helvetica, sans-serif',
        state: { htmlLabels: false },
      });
    });
    const svgs = new Map<string, string>();
    for (const { id, mermaid } of diagrams) {
      const result = await page.evaluate(
        async ({ id: machineId, text, parseOnly: onlyParse }) => {
          const m = (
            window as unknown as {
              mermaid: {
                parse(text: string): Promise<unknown>;
                render(id: string, text: string): Promise<{ svg: string }>;
              };
            }
          ).mermaid;
          try {
            await m.parse(text);
            if (onlyParse) return { ok: true as const, svg: '' };
            const { svg } = await m.render(`diagram-${machineId}`, text);
            return { ok: true as const, svg };
          } catch (error) {
            return { ok: false as const, message: error instanceof Error ? error.message : String(error) };
          }
        },
        { id, text: mermaid, parseOnly },
      );
      if (!result.ok) throw new MermaidParseError(id, result.message);
      svgs.set(id, result.svg.endsWith('\n') ? result.svg : `${result.svg}\n`);
    }
    return svgs;
  } finally {
    await browser?.close();
  }
}
