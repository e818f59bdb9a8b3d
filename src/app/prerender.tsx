/**
 * Build-time only (issue 22, build-steps/prerender.ts): renders a page of the app to HTML from the same
 * components the browser hydrates (`AppRoot`), at a memory-history address, as a person who is not
 * signed in sees it before anything is known about them. The signed-out pages render their screen;
 * the shell renders at an address with no route (`SHELL_RENDER_PATH`), so the frame draws its loading
 * line and no bottom-bar item is current. Never bundled into the browser app.
 */
import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { createActor, fromCallback } from 'xstate';
import { authMachine, type AuthEvent } from '../../machines/auth.machine';
import { lodgeMachine } from '../../machines/lodge.machine';
import { dayPackFactsLogic } from '../lib/offline/day-pack-facts';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';

/**
 * An auth actor with nothing stored: it settles at once on `signedOut` and calls no service (the
 * machine's own placeholders, which throw, stay for everything a signed-out page never starts).
 */
function signedOutAuth() {
  const idle = fromCallback<AuthEvent>(() => () => {});
  return createActor(
    authMachine.provide({
      guards: { hasStoredSession: () => false },
      actors: {
        watchSession: idle,
        revokePendingSignOuts: idle,
      },
    }),
  );
}

/** The markup of `#root` at `path` (the router settled first: its guards, route code and data). */
export async function renderPage(path: string): Promise<string> {
  const auth = signedOutAuth();
  auth.start();
  // Never started: the shell has no route that asks for a lodge.
  const lodge = createActor(lodgeMachine);
  // Its own facts (none yet): a signed-out page reads nothing of the day pack.
  const dayPack = createActor(dayPackFactsLogic);
  const router = createAppRouter({ auth, lodge, dayPack }, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const errors: unknown[] = [];
  const { prelude } = await prerender(<AppRoot router={router} auth={auth} lodge={lodge} />, {
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  auth.stop();
  // A component that fails here would leave its part of the page to the browser: fail the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${path} failed`);
  return html;
}
