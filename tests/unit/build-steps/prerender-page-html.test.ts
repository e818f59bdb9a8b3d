import { describe, expect, it } from 'vitest';
import { entryOf, pageHtml } from '../../../build-steps/prerender';

const built = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');
const css = new Map([['/assets/index-abc.css', '.used{color:red}.unused{color:blue}']]);
const markup = '<p class="used">Sign In</p>';

/** The CSS inline in the page's `<style>` tags. */
const inlineCss = (html: string) =>
  [...html.matchAll(/<style>(.*?)<\/style>/g)].map((match) => match[1]).join('');

/** The `<link>` tags outside `<noscript>`: what the browser fetches as the page arrives. */
const fetchedLinks = (html: string) =>
  html.replace(/<noscript>.*?<\/noscript>/g, '').match(/<link[^>]*>/g) ?? [];

describe('prerendered page HTML (issue 22)', () => {
  it('a sign-in page asks for its whole stylesheet only after the entry script ran', async () => {
    const page = await pageHtml(built, markup, '/auth/login', css, [], { cssAfterEntry: true });
    // The form's rules are inline; nothing in the HTML fetches the stylesheet beside the entry.
    expect(inlineCss(page)).toBe('.used{color:red}');
    expect(fetchedLinks(page)).toEqual([]);
    // The entry's load event adds it; without JavaScript the plain link applies.
    const entry =
      /<script type="module" crossorigin src="\/assets\/index-abc.js" onload="([^"]+)"><\/script>/.exec(page);
    expect(entry).not.toBeNull();
    const head = { added: [] as { rel: string; href: string }[] };
    const document = {
      createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
      head: { appendChild: (link: { rel: string; href: string }) => head.added.push(link) },
    };
    new Function('document', entry![1]!)(document);
    expect(head.added).toEqual([{ rel: 'stylesheet', href: '/assets/index-abc.css', crossOrigin: '' }]);
    expect(page).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></noscript>',
    );
  });

  it('the shell keeps its stylesheet coming with the page (React draws a staff screen right after the entry)', async () => {
    const page = await pageHtml(built, markup, 'shell', css);
    expect(fetchedLinks(page)).toEqual([
      `<link rel="stylesheet" crossorigin href="/assets/index-abc.css" media="print" onload="this.media='all'">`,
    ]);
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('the sign-in island’s page loads the island first: its script and preloads, none of the app’s', async () => {
    const withPreload = built.replace(
      '</script>',
      '</script><link rel="modulepreload" crossorigin href="/assets/app-abc.js">',
    );
    const entry = entryOf(
      {
        'src/sign-in-island.tsx': { file: 'assets/island-abc.js', imports: ['_sign-in.js'] },
        '_sign-in.js': { file: 'assets/sign-in-abc.js', imports: ['_runtime.js'] },
        '_runtime.js': { file: 'assets/runtime-abc.js' },
      },
      'src/sign-in-island.tsx',
    );
    expect(entry).toEqual({
      script: '/assets/island-abc.js',
      imports: ['/assets/sign-in-abc.js', '/assets/runtime-abc.js'],
    });
    const page = await pageHtml(withPreload, markup, '/auth/login', css, [], { cssAfterEntry: true, entry });
    expect(page).not.toContain('/assets/index-abc.js');
    expect(page).not.toContain('/assets/app-abc.js');
    expect(fetchedLinks(page)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/sign-in-abc.js">',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">',
    ]);
    // The whole stylesheet still waits for the (island's) entry script.
    expect(page).toMatch(
      /<script type="module" crossorigin src="\/assets\/island-abc.js" onload="[^"]+"><\/script>/,
    );
  });

  it('a build without the island fails loudly rather than writing a page with no script', () => {
    expect(() => entryOf({}, 'src/sign-in-island.tsx')).toThrow(/not in the build/);
  });

  it('what the page draws is styled at once: the rules its markup uses, the variables and keyframes they need', async () => {
    const mantine =
      ':root{--spacing-sm:12px;--spin-time:1s}' +
      '@layer mantine{.m_a:not(.m_b){color:red;animation:spin var(--spin-time)}.m_x{color:green}}' +
      ":root[data-mantine-color-scheme='light']{--body:#fff}:root[data-mantine-color-scheme='dark']{--body:#242424}[data-mantine-color-scheme=dark] .m_a{color:white}" +
      '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}';
    const app = '.header{padding:0 var(--spacing-sm)}.other{margin:0}';
    const sheets = new Map([
      ['/assets/mantine-abc.css', mantine],
      ['/assets/index-abc.css', app],
    ]);
    const twoSheets = built.replace(
      '<link rel="stylesheet"',
      '<link rel="stylesheet" crossorigin href="/assets/mantine-abc.css"><link rel="stylesheet"',
    );
    const page = await pageHtml(
      twoSheets,
      '<header class="header"><p class="m_a">Ecolodge</p></header>',
      '/auth/login',
      sheets,
      [],
      { cssAfterEntry: true },
    );
    const css = inlineCss(page);
    // issue 34: the header's padding variable is Mantine's, the rule the app's: both are there.
    expect(css).toContain('--spacing-sm:12px');
    expect(css).toContain('.header{padding:0 var(--spacing-sm)}');
    expect(css).toContain('@keyframes spin');
    // A rule negating a class the page lacks applies to it.
    expect(css).toContain('.m_a:not(.m_b){color:red;animation:spin var(--spin-time)}');
    // A dark phone's first paint is dark: the head script sets the scheme before any CSS.
    expect(css).toContain('[data-mantine-color-scheme=dark] .m_a{color:white}');
    expect(css).toContain('--body:#242424');
    expect(css).toContain(":root[data-mantine-color-scheme='light']{--body:#fff}");
    // The page draws its markup once (the copies that kept both schemes' rules are gone).
    expect(page.match(/Ecolodge<\/p>/g)).toHaveLength(1);
    expect(page).not.toContain('data-scheme-copies');
    // What the page does not draw waits for the whole stylesheets.
    expect(css).not.toContain('.m_x');
    expect(css).not.toContain('.other');
    expect(css).not.toContain('fade');
  });

  it('the shell styles the staff frame from the lazily loaded code’s stylesheets, inline', async () => {
    const sheets = new Map([...css, ['/assets/staff-abc.css', '.bell{width:44px}.unused-lazy{color:red}']]);
    const page = await pageHtml(built, '<p class="used"><span class="bell"></span></p>', 'shell', sheets, [
      '/assets/staff-abc.css',
    ]);
    expect(inlineCss(page)).toBe('.used{color:red}.bell{width:44px}');
    expect(page).not.toContain('<link rel="stylesheet" crossorigin href="/assets/staff-abc.css"');
  });
});
