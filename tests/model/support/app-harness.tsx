import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { createActor, fromCallback } from 'xstate';
import type { AuthEvent } from '../../../machines/auth.machine';
import { testAuthLogic } from '../../support/auth';
import type { Profile, SessionLookup } from '../../../machines/shared/auth-types';
import { AppProviders } from '../../../src/app/providers';
import { AuthActorContext } from '../../../src/lib/auth/auth-context';
import { LodgeActorContext, type LodgeActorRef } from '../../../src/lib/lodge/lodge-context';
import { AppLayout } from '../../../src/features/shell/app-layout';
import { showNotification } from '../../../src/ui/notify';
import { controlledPromise } from './model';

/** The paths the drawer and bottom bar link to, each rendering "Page <path>". */
const PAGES = ['/', '/organization', '/hospitality', '/language', '/experience', '/account', '/auth/login'];

/**
 * An auth actor of the production machine whose actors the test drives: `watchSession` hands its
 * `sendBack` to the test (what supabase-js `onAuthStateChange` would call), the promise actors are
 * settled by hand. Notifications become toasts exactly as in src/app/auth-actor.ts. `storedSession`
 * answers the machine's `hasStoredSession` guard (is there anything in storage to look up?).
 */
export function createTestAuth({ storedSession = true }: { storedSession?: boolean } = {}) {
  const watcher: { sendBack: ((event: AuthEvent) => void) | null } = { sendBack: null };
  const loadSession = controlledPromise<SessionLookup>();
  const loadProfile = controlledPromise<Profile, { userId: string }>();
  const saveProfile = controlledPromise<Profile, { id: string; username: string; full_name: string }>();
  /** How many `refreshWhenOnline` watchers run (issue 9: one while the token is stale). */
  const reconnect = { watching: 0 };
  const signOut = controlledPromise<void>();
  const updatePassword = controlledPromise<void, { password: string }>();
  const logic = testAuthLogic({
    guards: { hasStoredSession: () => storedSession },
    actors: {
      loadSession: loadSession.logic,
      loadProfile: loadProfile.logic,
      saveProfile: saveProfile.logic,
      refreshWhenOnline: fromCallback<AuthEvent>(() => {
        reconnect.watching += 1;
        return () => {
          reconnect.watching -= 1;
        };
      }),
      signOut: signOut.logic,
      updatePassword: updatePassword.logic,
      watchSession: fromCallback<AuthEvent>(({ sendBack }) => {
        watcher.sendBack = sendBack;
        return () => {
          watcher.sendBack = null;
        };
      }),
    },
  });
  const actor = createActor(logic);
  actor.on('notification', showNotification);
  actor.start();
  /** Forwards an auth event as supabase-js would, inside `act`. */
  const report = (event: AuthEvent) =>
    act(async () => {
      if (!watcher.sendBack) throw new Error('watchSession is not running');
      watcher.sendBack(event);
    });
  return { actor, loadSession, loadProfile, saveProfile, signOut, updatePassword, reconnect, report };
}

/**
 * The real app frame (header, drawer, bottom bar) around stub pages, with `auth` (and, when given, a
 * lodge actor) in context.
 */
export async function renderAppLayout(
  auth: ReturnType<typeof createTestAuth>['actor'],
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
