import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AuthActorRef } from '../lib/auth/auth-context';
import type { LodgeActorRef } from '../lib/lodge/lodge-context';
import { AppLayout } from '../features/shell/app-layout';
import { NotFoundPage } from '../features/shell/not-found-page';

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
  notFoundComponent: NotFoundPage,
});
