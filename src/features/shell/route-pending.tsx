import type { ReactNode } from 'react';
import { LoadingLine } from '../../ui/loading-line';
import { Page } from '../../ui/page';

/**
 * A screen whose loader is still reading (route `pendingComponent`, which is not code-split, so it
 * stays this small): the frame stays, the content says what is loading.
 */
export function RoutePending() {
  return <LoadingLine label="Loading the lodge’s data…" />;
}

/**
 * A screen's own header (the same title and line the loaded page draws, see `Page`) over a loading
 * line: the heading paints while the data is on its way, and nothing moves when it lands (issue 11).
 */
export function PagePending({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Page title={title} description={description}>
      <RoutePending />
    </Page>
  );
}
