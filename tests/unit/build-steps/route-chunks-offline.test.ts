import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { routeChunksOffline } from '../../../build-steps/route-chunks-offline';

const root = path.resolve('/app') + path.sep;
const resolve = (plugin: Plugin, source: string, importer?: string): unknown => {
  const hook = plugin.resolveId;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  return handler?.call({} as never, source, importer, { attributes: {}, isEntry: false });
};

describe('routeChunksOffline: route files get the lazyRouteComponent that does not reload offline', () => {
  const plugin = routeChunksOffline(root);
  const replacement = path.join(root, 'src/lib/lazy-route-component.ts');

  it("points a route file's (and its split chunk's) @tanstack/react-router at src/lib/lazy-route-component.ts", () => {
    expect(resolve(plugin, '@tanstack/react-router', path.join(root, 'src/routes/_app/account.tsx'))).toBe(
      replacement,
    );
    expect(
      resolve(
        plugin,
        '@tanstack/react-router',
        `${path.join(root, 'src/routes/_app/account.tsx')}?tsr-split=component`,
      ),
    ).toBe(replacement);
  });

  it('leaves every other importer and module alone (the replacement itself imports the package)', () => {
    expect(resolve(plugin, '@tanstack/react-router', replacement)).toBeNull();
    expect(resolve(plugin, '@tanstack/react-router', path.join(root, 'src/ui/bottom-bar.tsx'))).toBeNull();
    expect(resolve(plugin, 'react', path.join(root, 'src/routes/__root.tsx'))).toBeNull();
    expect(resolve(plugin, '@tanstack/react-router')).toBeNull();
  });
});
