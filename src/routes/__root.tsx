import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import type { AuthActorRef } from '../lib/auth/auth-context';
import type { LodgeActorRef } from '../lib/lodge/lodge-context';
import { AppLayout } from '../features/shell/app-layout';

/**
 * What every route's `beforeLoad` receives: the app-wide auth actor (TanStack's authenticated-routes
 * pattern) and the lodge actor (current lodge + role).
 */
export interface RouterContext {
  auth: AuthActorRef;
  lodge: LodgeActorRef;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  // Loaded when first needed: a wrong address is rare, and the sign-in page's first download is at its
  // budget (issue 11: /auth/login ≤ 150 KiB).
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/not-found-screen'), 'NotFoundScreen'),
});
