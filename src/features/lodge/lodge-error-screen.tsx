import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useLodgeActor } from '../../lib/lodge/lodge-context';
import { LoadError } from '../../ui/load-states';
import { Page } from '../../ui/page';
import { LodgeUnavailableError } from './lodge-guards';

/**
 * The protected layout's error screen: the person's lodge could not be opened (offline, server error).
 * Try again resolves the lodge again and re-runs the guards. Other errors reach here only when a
 * screen has no error screen of its own.
 */
export function LodgeErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const lodge = useLodgeActor();
  const lodgeError = error instanceof LodgeUnavailableError;
  return (
    <Page title={lodgeError ? 'Lodge not available' : 'Could not load'}>
      <LoadError
        title={lodgeError ? 'Your lodge could not be opened' : 'This page could not be loaded'}
        error={lodgeError ? error.cause : error}
        onRetry={() => {
          if (lodgeError) lodge?.send({ type: 'lodge.retry' });
          reset();
          void router.invalidate();
        }}
      />
    </Page>
  );
}
