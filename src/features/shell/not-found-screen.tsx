import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * The 404 page's own part (spec §2, §8), loaded when first needed and drawn above the page's words
 * (NotFoundPage, not-found-page.tsx, which show without it): the big "404", the page's title, and the
 * unknown path logged with console.error so it shows up in the browser's console and in monitoring.
 * The path is the router's resolved one: while Return to Home is under way the pending location is
 * already "/", which must never be logged as missing (issue 18: a valid route never logs "404").
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
    <Text fz={56} fw={800} lh={1} c="var(--mantine-color-lodge-text)" aria-hidden="true">
      404
    </Text>
  );
}
