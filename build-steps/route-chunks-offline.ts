import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Route files (src/routes/) get `@tanstack/react-router` from src/lib/lazy-route-component.ts: the
 * router plugin's code splitting wraps each route's `component` in `lazyRouteComponent` imported from
 * there, and TanStack's own reloads the page when the chunk cannot be fetched — with no signal, into
 * Chromium's "No internet" page. Everything else the package exports reaches route files unchanged.
 * @param appRoot the app's folder (absolute, with a trailing slash).
 */
export function routeChunksOffline(appRoot: string): Plugin {
  const routes = path.join(appRoot, 'src/routes') + path.sep;
  const replacement = path.join(appRoot, 'src/lib/lazy-route-component.ts');
  return {
    name: 'ecolodge:route-chunks-offline',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@tanstack/react-router' || !importer) return null;
      return importer.split('?')[0]!.startsWith(routes) ? replacement : null;
    },
  };
}
