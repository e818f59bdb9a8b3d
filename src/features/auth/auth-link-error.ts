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
 * Reads the link error from the address once and removes the fragment (so a reload or a later
 * sign-in does not meet it again). Returns the code, or undefined.
 */
export function takeAuthLinkError(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const code = authLinkErrorCode(window.location.hash);
  if (code)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return code;
}
