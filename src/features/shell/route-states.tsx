import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadError } from '../../ui/load-states';
import { Page } from '../../ui/page';

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
