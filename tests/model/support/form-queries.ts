import { screen } from '@testing-library/react';

/**
 * Queries a form screen's model test needs: the form found by its title, its own alert (toasts live
 * outside it, in Mantine's notification outlet) and a button found by what it reads.
 */
export function formQueries(formTitle: string) {
  const form = () => screen.getByText(formTitle).closest('form') as HTMLFormElement;
  return {
    form,
    /** The form's alert (role "alert", announced by screen readers), if any. */
    formAlert: () => form().querySelector<HTMLElement>('[role="alert"]'),
    button: (label: string) => screen.getByText(label).closest('button') as HTMLButtonElement,
  };
}
