import { Button, Stack, Title } from '@mantine/core';
import { createRootRouteWithContext, Link } from '@tanstack/react-router';
import type { AuthActorRef } from '../lib/auth/auth-context';
import type { LodgeActorRef } from '../lib/lodge/lodge-context';
import { AppLayout } from '../features/shell/app-layout';
import { lazyPiece } from '../ui/lazy-piece';

/**
 * What every route's `beforeLoad` receives: the app-wide auth actor (TanStack's authenticated-routes
 * pattern) and the lodge actor (current lodge + role).
 */
export interface RouterContext {
  auth: AuthActorRef;
  lodge: LodgeActorRef;
}

/**
 * The 404 page (spec §2, §8), loaded when first needed: a wrong address is rare, and the signed-in
 * start is at its budget (issue 11). A lazy piece, not TanStack's `lazyRouteComponent`, which answers
 * a chunk it cannot fetch by reloading the page — offline before the service worker kept the app,
 * Chromium's "No internet" page. Here the spec's words and the way home still show (without the
 * big "404", the page title and the console line, which come with its code).
 */
const NotFoundPiece = lazyPiece(
  () => import('../features/shell/not-found-screen').then((module) => module.NotFoundScreen),
  {
    unavailable: () => (
      <Stack align="center" gap="md" py="xl" ta="center">
        <Title order={1} size="h3">
          Oops! Page not found
        </Title>
        <Button component={Link} to="/">
          Return to Home
        </Button>
      </Stack>
    ),
  },
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: () => <NotFoundPiece />,
});
