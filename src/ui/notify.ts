import { notifications } from '@mantine/notifications';
import type { Notification } from '../../machines/shared/auth-types';

/**
 * Shows a machine's notification as a Mantine toast: the spec §8 text as the title, the server's
 * message (when there is one) underneath. Errors stay a little longer so they can be read.
 */
export function showNotification({ tone, title, message }: Omit<Notification, 'type'>): void {
  notifications.show({
    color: tone === 'success' ? 'lodge' : 'red',
    title,
    message: message ?? '',
    autoClose: tone === 'success' ? 3000 : 6000,
    withBorder: true,
  });
}
