import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadError } from '../../ui/load-states';
import { Page } from '../../ui/page';
import { useOnline } from '../../ui/use-online';

/**
 * A screen whose loader failed (route `errorComponent`): Try again re-runs the loaders. Offline the
 * heading is calm too ("Waiting for a signal", issue 9: offline is a normal state), above the notice
 * that nothing is kept for this page yet.
 */
export function RouteLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const online = useOnline();
  return (
    <Page title={online ? 'Could not load' : 'Waiting for a signal'}>
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
