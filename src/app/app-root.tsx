import { StrictMode } from 'react';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { AppProviders } from './providers';
import { AuthActorContext, type AuthActorRef } from '../lib/auth/auth-context';
import { LodgeActorContext, type LodgeActorRef } from '../lib/lodge/lodge-context';

/**
 * The whole app's React tree: providers, the two app-wide actors, the router. One component for the
 * browser (src/main.tsx) and for the HTML prerendered at build time (src/app/prerender.tsx), so the
 * markup React hydrates is the markup it would draw (issue 22).
 */
export function AppRoot({
  router,
  auth,
  lodge,
}: {
  router: AnyRouter;
  auth: AuthActorRef;
  lodge: LodgeActorRef | null;
}) {
  return (
    <StrictMode>
      <AppProviders>
        <AuthActorContext.Provider value={auth}>
          <LodgeActorContext.Provider value={lodge}>
            <RouterProvider router={router} />
          </LodgeActorContext.Provider>
        </AuthActorContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}
