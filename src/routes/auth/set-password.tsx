import { createFileRoute } from '@tanstack/react-router';
import { requireRecoverySession } from '../../features/auth/auth-guards';
import { SetPasswordScreen } from '../../features/auth/set-password-screen';

/** /auth/set-password (issue 12): where the password-recovery mail's link lands. */
export const Route = createFileRoute('/auth/set-password')({
  beforeLoad: ({ context, abortController }) =>
    requireRecoverySession({ auth: context.auth, signal: abortController.signal }),
  component: SetPasswordScreen,
});
