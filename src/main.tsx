import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers';
import { authActor } from './app/auth-actor';
import { connectRouterToAuth, router } from './app/router';
import { AuthActorContext } from './lib/auth/auth-context';

authActor.start();
connectRouterToAuth();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AuthActorContext.Provider value={authActor}>
        <RouterProvider router={router} />
      </AuthActorContext.Provider>
    </AppProviders>
  </StrictMode>,
);
