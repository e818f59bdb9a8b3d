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

/** The `<link>` tags outside `<noscript>`: what the browser fetches as the page arrives. */
const fetchedLinks = (html: string) =>
  html.replace(/<noscript>.*?<\/noscript>/g, '').match(/<link[^>]*>/g) ?? [];

describe('prerendered page HTML (issue 22)', () => {
  it('a sign-in page asks for its whole stylesheet only after the entry script ran', () => {
    const page = pageHtml(built, markup, '/auth/login', css, [], { cssAfterEntry: true });
    // The form's rules are inline; nothing in the HTML fetches the stylesheet beside the entry.
    expect(page).toContain('<style>.used{color:red}</style>');
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

  it('the shell keeps its stylesheet coming with the page (React draws a staff screen right after the entry)', () => {
    const page = pageHtml(built, markup, 'shell', css);
    expect(fetchedLinks(page)).toEqual([
      `<link rel="stylesheet" href="/assets/index-abc.css" media="print" onload="this.media='all'">`,
    ]);
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('the sign-in island’s page loads the island first: its script and preloads, none of the app’s', () => {
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
    const page = pageHtml(withPreload, markup, '/auth/login', css, [], { cssAfterEntry: true, entry });
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
});
