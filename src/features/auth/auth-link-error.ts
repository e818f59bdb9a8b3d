/**
 * An email link that did not work (issue 12): GoTrue's /verify sends the browser back with
 * `#error=…&error_code=…&error_description=…` when the link is expired or was used already. Without
 * this, the person landed on /auth/login with the error only in the address bar.
 */

/** The `error_code` of an auth error fragment ("otp_expired"…), or undefined when there is none. */
export function authLinkErrorCode(hash: string): string | undefined {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (!fragment.has('error') && !fragment.has('error_code')) return undefined;
  return fragment.get('error_code') || fragment.get('error') || 'unknown';
}

/** What the login page says about a link that failed, by GoTrue error code. */
export function authLinkNotice(code: string): string {
  if (code === 'otp_expired')
    return 'This email link has expired or was already used. If your address is confirmed, just sign in. If not, sign in and choose Resend confirmation email; for a password reset, ask for a new link.';
  return 'This email link could not be used. Sign in, or ask for a new link.';
}

/**
 * The link error in the current address, or undefined. Read-only on purpose: the router may run a
 * guard more than once for one navigation, and each run must see it; the redirect to /auth/login
 * leaves the fragment behind.
 */
export function currentAuthLinkError(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return authLinkErrorCode(window.location.hash);
}
