import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn, safeRedirectTarget } from '../../features/auth/auth-guards';
import { SignInScreen } from '../../features/auth/sign-in-screen';

/** /auth/login?redirect=/where/the/guard/stopped/you (spec §2). */
export const Route = createFileRoute('/auth/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirectTarget(search.redirect);
    return redirect ? { redirect } : {};
  },
  beforeLoad: ({ context, search, abortController }) =>
    redirectIfSignedIn({ auth: context.auth, redirectTo: search.redirect, signal: abortController.signal }),
  component: () => <SignInScreen />,
});
