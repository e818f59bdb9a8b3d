import { useEffect } from 'react';
import type { Notification } from '../../machines/shared/auth-types';
import { showNotification } from './notify';

/** Anything that emits the machines' `notification` events (a running actor). */
interface EmitsNotifications {
  on(type: 'notification', handler: (event: Notification) => void): { unsubscribe(): void };
  /** The actor's logic; a machine's `id` names the toast group. */
  logic?: unknown;
}

/** The machine id of an actor's logic ("signIn", "account"…), used as its toast group. */
function groupOf(actor: EmitsNotifications): string {
  const logic = actor.logic;
  if (logic && typeof logic === 'object' && 'id' in logic && typeof logic.id === 'string') return logic.id;
  return 'app';
}

/**
 * Shows every notification an actor emits as a toast, for as long as the component is mounted. The
 * toasts are grouped by the actor's machine, so its success clears its own earlier error toasts.
 */
export function useNotifications(actor: EmitsNotifications): void {
  useEffect(() => {
    const group = groupOf(actor);
    const subscription = actor.on('notification', (event) => showNotification(event, group));
    return () => subscription.unsubscribe();
  }, [actor]);
}
