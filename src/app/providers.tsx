import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cssVariablesResolver, theme } from './theme';
import classes from './providers.module.css';

/**
 * Mantine theme and the toast outlet, shared by the app and the component tests. The colour scheme
 * follows the phone's light/dark setting (`auto`). Toasts sit at the bottom, above the fixed bottom
 * bar and clear of the fixed header (issue 12), where a thumb can swipe them away.
 */
export function AppProviders({
  children,
  colorScheme = 'auto',
}: {
  children: ReactNode;
  /** Tests and screenshots force a scheme; the app follows the phone. */
  colorScheme?: 'auto' | 'light' | 'dark';
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={colorScheme}
      forceColorScheme={colorScheme === 'auto' ? undefined : colorScheme}
    >
      <Notifications position="bottom-center" limit={3} className={classes.toasts} />
      {children}
    </MantineProvider>
  );
}
