import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn, safeRedirectTarget } from '../../features/auth/auth-guards';
import { SignInScreen } from '../../features/auth/sign-in-screen';

/**
 * /auth/login?redirect=/where/the/guard/stopped/you (spec §2). A landing route: its screen stays in the
 * entry chunk (`codeSplitGroupings: []`), so a cold start does not wait for a second round of chunks.
 */
export const Route = createFileRoute('/auth/login')({
  codeSplitGroupings: [],
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirectTarget(search.redirect);
    return redirect ? { redirect } : {};
  },
  beforeLoad: ({ context, search, abortController }) =>
    redirectIfSignedIn({ auth: context.auth, redirectTo: search.redirect, signal: abortController.signal }),
  component: () => <SignInScreen />,
});
