import type { ReactElement } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { AppProviders } from '../../src/app/providers';

/**
 * Renders inside the app's Mantine theme and toast outlet (Mantine vite-template habit), with Mantine's
 * `env="test"`: no transitions and no portals, so tests never wait on an animation.
 */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<AppProviders env="test">{ui}</AppProviders>);
}

/**
 * Renders a screen at `path` inside a throwaway memory router, so `<Link>`s and `useNavigate` work.
 * Any other path renders "Landed on <path>", letting a test assert where a link or redirect went.
 * Resolves once the screen is on the page.
 */
export async function renderScreen(
  ui: ReactElement,
  { path = '/', wrap }: { path?: string; wrap?: (children: ReactElement) => ReactElement } = {},
): Promise<RenderResult & { router: ReturnType<typeof createTestRouter> }> {
  const router = createTestRouter(ui, path);
  const tree = <RouterProvider router={router} />;
  const result = render(<AppProviders env="test">{wrap ? wrap(tree) : tree}</AppProviders>);
  await screen.findByTestId('screen-under-test');
  return { ...result, router };
}

function createTestRouter(ui: ReactElement, path: string) {
  const pathname = path.split('?')[0] ?? '/';
  const rootRoute = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: pathname,
    component: () => <div data-testid="screen-under-test">{ui}</div>,
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: function Elsewhere() {
      const location = router.state.location;
      return <p>Landed on {location.pathname}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return router;
}

export { screen };
