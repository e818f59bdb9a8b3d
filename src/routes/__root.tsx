import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AuthActorRef } from '../lib/auth/auth-context';
import type { LodgeActorRef } from '../lib/lodge/lodge-context';
import type { DayPackFactsRef } from '../lib/offline/day-pack-facts';
import { AppLayout } from '../features/shell/app-layout';
import { NotFoundPage } from '../features/shell/not-found-page';

/**
 * What every route's `beforeLoad` receives: the app-wide auth actor (TanStack's authenticated-routes
 * pattern), the lodge actor (current lodge + role, whether the app shows the phone's copy) and the
 * day-pack facts actor (what the screens show: issue 35, facts reach loaders through the router's
 * context; the signed-in layout derives its children's `facts` from these).
 */
export interface RouterContext {
  auth: AuthActorRef;
  lodge: LodgeActorRef;
  dayPack: DayPackFactsRef;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
