import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadError, LoadingLine } from '../../ui/load-states';
import { Page } from '../../ui/page';

/**
 * A screen whose loader is still reading (route `pendingComponent`): the frame stays, the content
 * says what is loading.
 */
export function RoutePending() {
  return <LoadingLine label="Loading the lodge’s data…" />;
}

/** A screen whose loader failed (route `errorComponent`): Try again re-runs the loaders. */
export function RouteLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Page title="Could not load">
      <LoadError
        title="This page could not be loaded"
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Page>
  );
}
