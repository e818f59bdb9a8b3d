import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '../../features/auth/auth-guards';
import { ForgotPasswordScreen } from '../../features/auth/forgot-password-screen';

/** /auth/forgot-password?email=… (issue 12): asks for the recovery mail. */
export const Route = createFileRoute('/auth/forgot-password')({
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' && search.email.length <= 320 ? { email: search.email } : {},
  beforeLoad: ({ context, abortController }) =>
    redirectIfSignedIn({ auth: context.auth, signal: abortController.signal }),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { email } = Route.useSearch();
  return <ForgotPasswordScreen initialEmail={email} />;
}
