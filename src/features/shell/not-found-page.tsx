import { Button, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazyPiece } from '../../ui/lazy-piece';

/**
 * The 404 page's own part (the big "404", the page title, the console line: not-found-screen.tsx),
 * loaded when first needed: a wrong address is rare, and the signed-in start is at its budget (issue
 * 11). A lazy piece, not TanStack's `lazyRouteComponent`, which answers a chunk it cannot fetch by
 * reloading the page — offline before the service worker kept the app, Chromium's "No internet" page.
 */
const NotFoundScreen = lazyPiece(() => import('./not-found-screen').then((module) => module.NotFoundScreen));

/**
 * The 404 page (spec §2, §8: "Oops! Page not found", "Return to Home"), the root route's
 * `notFoundComponent`. Its words and the way home are in the signed-in start's chunk, so they show
 * while the page's own part is on its way, or when it cannot come (offline before it was fetched).
 */
export function NotFoundPage() {
  return (
    <Stack align="center" py="xl" ta="center">
      <NotFoundScreen />
      <Title order={1} size="h3">
        Oops! Page not found
      </Title>
      <Button component={Link} to="/">
        Return to Home
      </Button>
    </Stack>
  );
}
