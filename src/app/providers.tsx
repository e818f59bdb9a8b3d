// Mantine's global styles; each component's own stylesheet is added next to the code that imports the
// component (build-steps/vite-plugins.ts), so the sign-in page loads only what it draws (issue 11).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ToastOutlet } from '../ui/toast-outlet';
import { cssVariablesResolver, theme } from './theme';
import classes from './providers.module.css';

/**
 * Mantine theme and the toast outlet, shared by the app and the component tests. The colour scheme
 * follows the phone's light/dark setting (`auto`; tests and screenshots may force one). Toasts sit just
 * under the fixed header, clear of it and of the bottom bar (issue 12); not at the bottom, where they
 * covered an open dialog's action buttons. Tests pass `env="test"`: Mantine then skips transitions and
 * portals, so tests do not wait on animations. `island`: a second React root inside a page whose
 * Mantine styles are already there (the sign-in island, src/sign-in-island.tsx, issue 22): it adds no
 * `<style>` of its own, so its markup is the prerendered form's exactly.
 */
export function AppProviders({
  children,
  env,
  colorScheme = 'auto',
  island = false,
}: {
  children: ReactNode;
  env?: 'default' | 'test';
  colorScheme?: 'auto' | 'light' | 'dark';
  island?: boolean;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={colorScheme}
      forceColorScheme={colorScheme === 'auto' ? undefined : colorScheme}
      env={env}
      withCssVariables={!island}
      withGlobalClasses={!island}
    >
      <ToastOutlet
        position="top-center"
        limit={3}
        className={classes.toasts}
        // Only the toast under a pointer waits (issue 34: every toast stayed while one was hovered).
        pauseResetOnHover="notification"
      />
      {children}
    </MantineProvider>
  );
}
