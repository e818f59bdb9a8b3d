import { Link } from '@tanstack/react-router';
import type { AuthLinkElement } from './auth-link';

/**
 * The sign-in screen's links in the app: the router's `Link` (no page load). It draws `<a href class>`
 * like `PlainAuthLink` while the link is not the current page, which it never is on /auth/login.
 */
export const RouterAuthLink: AuthLinkElement = ({ to, search, ...props }) =>
  to === '/auth/register' ? (
    <Link {...props} to="/auth/register" />
  ) : (
    <Link {...props} to="/auth/forgot-password" search={{ email: search?.email }} />
  );
