import '../../support/staff-frame';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { AppProviders } from '../../../src/app/providers';
import { AuthActorContext, type AuthActorRef } from '../../../src/lib/auth/auth-context';
import { LodgeActorContext, type LodgeActorRef } from '../../../src/lib/lodge/lodge-context';
import { AppLayout } from '../../../src/features/shell/app-layout';

/** The paths the drawer and bottom bar link to, each rendering "Page <path>". */
const PAGES = ['/', '/organization', '/hospitality', '/language', '/experience', '/account', '/auth/login'];

// The model tests' auth actor is the shared factory's (tests/support/auth.tsx).
export { createTestAuth } from '../../support/auth';

/**
 * The real app frame (header, drawer, bottom bar) around stub pages, with `auth` (and, when given, a
 * lodge actor) in context.
 */
export async function renderAppLayout(
  auth: AuthActorRef,
  path = '/',
  lodge: LodgeActorRef | null = null,
  /** Rendered on every page under its text (e.g. the signed-in section's LodgeSync). */
  inside: ReactNode = null,
) {
  const rootRoute = createRootRoute({ component: AppLayout });
  const pages = PAGES.map((p) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: p,
      component: () => (
        <>
          <p>Page {p}</p>
          {inside}
        </>
      ),
    }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <AppProviders env="test">
      <AuthActorContext.Provider value={auth}>
        <LodgeActorContext.Provider value={lodge}>
          <RouterProvider router={router} />
        </LodgeActorContext.Provider>
      </AuthActorContext.Provider>
    </AppProviders>,
  );
  await screen.findByText(`Page ${path}`);
  return router;
}

/** The ☰ button in the header. */
export const burger = () => screen.getByLabelText('Open navigation');

/** The drawer's dialog (titled "Navigation"), or null while closed. */
export const drawerDialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

/** Opens the drawer with the ☰ button unless it is open already, and waits for it. */
export async function openDrawer(): Promise<HTMLElement> {
  if (burger().getAttribute('aria-expanded') !== 'true') fireEvent.click(burger());
  await waitFor(() => expect(drawerDialog()).toBeVisible());
  return drawerDialog()!;
}
