/**
 * Child process of the prerender (build-steps/prerender.ts, issue 22): loads the server build of
 * src/app/prerender.tsx in a jsdom window (the app's modules expect a browser: `window`, storage,
 * `matchMedia`) and prints `{ path: markup }` as JSON for the paths given after the bundle's path.
 * A process of its own, so the build's process never gets a fake `window`.
 */
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const [bundle, ...paths] = process.argv.slice(2);
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const { window } = dom;
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});
// As jsdom-global does: every property of the window (own and inherited, e.g. addEventListener) that
// the Node global lacks; navigator replaced.
const keys = new Set(['navigator']);
for (let proto = window; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto))
  Object.getOwnPropertyNames(proto).forEach((key) => keys.add(key));
for (const key of keys) {
  if (key in globalThis && key !== 'navigator') continue;
  const value = window[key];
  Object.defineProperty(globalThis, key, {
    value: typeof value === 'function' && !/^[A-Z]/.test(key) ? value.bind(window) : value,
    configurable: true,
    writable: true,
  });
}
globalThis.window = window;
const { renderPage } = await import(pathToFileURL(bundle).href);
/**
 * React's prerender writes a part that suspended on the way (the route's match waits for the router's
 * transition) after the rest, hidden, with an inline script that moves it into place in the browser.
 * The page must read right without JavaScript, so that script runs here, once, and the markup is
 * taken as the browser would have it when React hydrates: in document order, without the scripts.
 */
async function inDocumentOrder(markup) {
  const page = new JSDOM(`<!doctype html><html><body><div id="root">${markup}</div></body></html>`, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
  });
  const root = page.window.document.getElementById('root');
  for (let tries = 0; root.querySelector('template[id^="B:"], div[hidden][id^="S:"]'); tries += 1) {
    if (tries > 100) throw new Error('prerender: a suspended part of the page never came into place');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  root.querySelectorAll('script').forEach((script) => script.remove());
  const html = root.innerHTML;
  page.window.close();
  return html;
}

const pages = {};
for (const path of paths) pages[path] = await inDocumentOrder(await renderPage(path));
process.stdout.write(JSON.stringify(pages));
process.exit(0);
