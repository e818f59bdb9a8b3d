import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn, safeRedirectTarget } from '../../features/auth/auth-guards';
import { authLinkNotice } from '../../features/auth/auth-link-error';
import { SignInScreen } from '../../features/auth/sign-in-screen';
import { AuthLinkContext } from '../../features/auth/auth-link';
import { RouterAuthLink } from '../../features/auth/router-auth-link';
import { SIGN_IN_ISLAND_SLOT } from '../../lib/prerender/sign-in-island';

/** What /auth/login keeps in its address: where to go after, the email to prefill, a failed link's code. */
interface LoginSearch {
  redirect?: string;
  email?: string;
  linkError?: string;
}

/**
 * /auth/login?redirect=/where/the/guard/stopped/you (spec §2); `email` keeps the address typed at
 * registration (issue 12), `linkError` names why an email link failed. A landing route: its screen
 * stays in the entry chunk (`codeSplitGroupings: []`), so a cold start does not wait for a second
 * round of chunks.
 */
export const Route = createFileRoute('/auth/login')({
  codeSplitGroupings: [],
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const redirect = safeRedirectTarget(search.redirect);
    const email = typeof search.email === 'string' && search.email.length <= 320 ? search.email : undefined;
    const linkError =
      typeof search.linkError === 'string' && /^[a-z_]{1,40}$/.test(search.linkError)
        ? search.linkError
        : undefined;
    return {
      ...(redirect ? { redirect } : {}),
      ...(email ? { email } : {}),
      ...(linkError ? { linkError } : {}),
    };
  },
  beforeLoad: ({ context, search, abortController }) =>
    redirectIfSignedIn({ auth: context.auth, redirectTo: search.redirect, signal: abortController.signal }),
  component: LoginRoute,
});

/**
 * The screen sits in the sign-in island's slot (src/sign-in-island.tsx): on a cold load of the
 * prerendered page the island hydrates the slot's content on its own, before the app has loaded.
 */
function LoginRoute() {
  const { email, linkError } = Route.useSearch();
  return (
    <div {...{ [SIGN_IN_ISLAND_SLOT]: '' }} style={{ display: 'contents' }}>
      <AuthLinkContext.Provider value={RouterAuthLink}>
        <SignInScreen
          key={email ?? ''}
          initialEmail={email}
          notice={linkError ? authLinkNotice(linkError) : undefined}
        />
      </AuthLinkContext.Provider>
    </div>
  );
}
