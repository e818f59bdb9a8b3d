import { fetchSignInModules, holdLaterWork, laterWork, SIGN_IN_MODULES_META } from '../../src/lib/later-work';

/** Issue 22: on a signed-out page what a sign-in needs comes first; what can wait waits for it. */

afterEach(() => {
  holdLaterWork(Promise.resolve());
  document.head.innerHTML = '';
});

/** Whether `promise` has settled after the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

test('nothing held: work that can wait starts at once', async () => {
  expect(await settled(laterWork())).toBe(true);
});

test('held: it waits until what it was held for has loaded — or failed, which never keeps it away', async () => {
  let load: () => void = () => {};
  holdLaterWork(new Promise<void>((resolve) => (load = resolve)));
  expect(await settled(laterWork())).toBe(false);
  load();
  expect(await settled(laterWork())).toBe(true);

  holdLaterWork(Promise.reject(new Error('chunk fetch failed')));
  expect(await settled(laterWork())).toBe(true);
});

test('held by a fetch that never ends: it starts after the limit anyway', async () => {
  holdLaterWork(new Promise(() => {}), 20);
  expect(await settled(laterWork())).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(await settled(laterWork())).toBe(true);
});

test('what a sign-in needs is fetched from the build’s list as module preloads, and awaited', async () => {
  const meta = document.createElement('meta');
  meta.name = SIGN_IN_MODULES_META;
  meta.content = '/assets/browser-client-1.js /assets/tslib-2.js';
  document.head.append(meta);
  const fetched = fetchSignInModules();
  const links = [...document.head.querySelectorAll('link')];
  expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual([
    ['modulepreload', '/assets/browser-client-1.js', ''],
    ['modulepreload', '/assets/tslib-2.js', ''],
  ]);
  expect(await settled(fetched)).toBe(false);
  links[0]!.dispatchEvent(new Event('load'));
  expect(await settled(fetched)).toBe(false);
  links[1]!.dispatchEvent(new Event('error'));
  expect(await settled(fetched)).toBe(true);
});

test('a page that names nothing (dev server, tests) fetches nothing and waits for nothing', async () => {
  expect(await settled(fetchSignInModules())).toBe(true);
  expect(document.head.querySelector('link')).toBeNull();
});
