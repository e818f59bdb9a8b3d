import { notifications } from '@mantine/notifications';
import type { Notification } from '../../machines/shared/auth-types';

/** Error toasts still on screen, by the form (group) that raised them. */
const errorToastsByGroup = new Map<string, Set<string>>();
let nextId = 0;

/**
 * Shows a machine's notification as a Mantine toast: the spec §8 text as the title, the server's
 * message (when there is one) underneath. Errors stay a little longer so they can be read.
 *
 * `group` names the form that raised it (issue 12): a success in a group first clears that group's
 * earlier error toasts, so a stale red "Login failed" never sits beside the green "Login successful!".
 * @returns the toast's id.
 */
export function showNotification(
  { tone, title, message }: Omit<Notification, 'type'>,
  group = 'app',
): string {
  const id = `toast-${group}-${(nextId += 1)}`;
  const errors = errorToastsByGroup.get(group) ?? new Set<string>();
  if (tone === 'success') {
    for (const stale of errors) notifications.hide(stale);
    errors.clear();
  } else {
    errors.add(id);
  }
  errorToastsByGroup.set(group, errors);
  notifications.show({
    id,
    color: tone === 'success' ? 'lodge' : 'red',
    title,
    message: message ?? '',
    autoClose: tone === 'success' ? 3000 : 6000,
    withBorder: true,
    onClose: () => errors.delete(id),
  });
  return id;
}
