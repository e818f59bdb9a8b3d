import { useEffect } from 'react';
import type { Notification } from '../../machines/shared/auth-types';
import { showNotification } from './notify';

/** Anything that emits the machines' `notification` events (a running actor). */
interface EmitsNotifications {
  on(type: 'notification', handler: (event: Notification) => void): { unsubscribe(): void };
}

/** Shows every notification an actor emits as a toast, for as long as the component is mounted. */
export function useNotifications(actor: EmitsNotifications): void {
  useEffect(() => {
    const subscription = actor.on('notification', showNotification);
    return () => subscription.unsubscribe();
  }, [actor]);
}
