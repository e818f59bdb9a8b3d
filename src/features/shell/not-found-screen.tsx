import { useEffect } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * The 404 page (spec §2, §8): "Oops! Page not found" and a "Return to Home" link; the unknown path is
 * logged with console.error so it shows up in the browser's console and in monitoring. The path is the
 * router's resolved one: while Return to Home is under way the pending location is already "/", which
 * must never be logged as missing (issue 18: a valid route never logs "404").
 */
export function NotFoundScreen() {
  const pathname = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).pathname,
  });
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text fz={56} fw={800} lh={1} c="var(--mantine-color-lodge-text)" aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h3">
        Oops! Page not found
      </Title>
      <Button component={Link} to="/">
        Return to Home
      </Button>
    </Stack>
  );
}
