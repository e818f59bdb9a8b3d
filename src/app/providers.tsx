// Mantine's global styles; each component's own stylesheet is added next to the code that imports the
// component (scripts/vite-plugins.ts), so the sign-in page loads only what it draws (issue 11).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ToastOutlet } from '../ui/toast-outlet';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine theme and the toast outlet, shared by the app and the component tests. Tests pass
 * `env="test"`: Mantine then skips transitions and portals, so tests do not wait on animations.
 */
export function AppProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <ToastOutlet position="top-center" limit={3} />
      {children}
    </MantineProvider>
  );
}
