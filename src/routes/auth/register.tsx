import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '../../features/auth/auth-guards';
import { RegisterScreen } from '../../features/auth/register-screen';

/** /auth/register (spec §2). */
export const Route = createFileRoute('/auth/register')({
  beforeLoad: ({ context, abortController }) =>
    redirectIfSignedIn({ auth: context.auth, signal: abortController.signal }),
  component: () => <RegisterScreen />,
});
