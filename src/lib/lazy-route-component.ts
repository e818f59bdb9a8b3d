import { lazyRouteComponent as reloadingLazyRouteComponent } from '@tanstack/react-router';
import { onlineNow } from './network/online';

/*
 * What src/routes/ files get for `@tanstack/react-router` (build-steps/route-chunks-offline.ts):
 * TanStack's own exports, but the `lazyRouteComponent` the router plugin wraps each route's split
 * `component` in is the one below.
 */
export * from '@tanstack/react-router';

/**
 * TanStack's `lazyRouteComponent`, which answers a route screen's chunk that cannot be fetched by
 * reloading the page (once per chunk and tab: after a deploy removed the old files, the new page
 * has the new ones) — except with no signal, when that reload lands on Chromium's "No internet" page
 * in place of the app (tests/e2e/lazy-pieces-offline.spec.ts). Offline (the one answer,
 * src/lib/network/online.ts) the failure reaches the route's `errorComponent` instead ("Waiting for
 * a signal", "Not on this phone yet"), whose retry on the signal's return fetches the chunk again.
 * @param importer the split chunk's `import()`; @param exportName its export (TanStack's `component`).
 */
export const lazyRouteComponent: typeof reloadingLazyRouteComponent = (importer, exportName) =>
  reloadingLazyRouteComponent(
    () =>
      importer().catch((error: unknown) => {
        // A message TanStack does not take for a missing module, so it does not reload.
        throw onlineNow() ? error : new Error('No signal', { cause: error });
      }),
    exportName,
  );
