import { createContext, useContext, type ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';

/** The signed-out pages a sign-in screen links to. */
export type AuthLinkTarget = '/auth/register' | '/auth/forgot-password';

/** What an auth link carries in its address: the email typed so far, prefilled on the next page. */
export interface AuthLinkSearch {
  email?: string;
}

/** Draws the `<a>` of an auth link: the router's `Link` in the app, a plain anchor on the sign-in island. */
export type AuthLinkElement = (props: {
  to: AuthLinkTarget;
  search?: AuthLinkSearch;
  className?: string;
  style?: React.CSSProperties;
  children?: ReactNode;
}) => ReactNode;

/** `/auth/forgot-password?email=…`: the address a plain anchor goes to (TanStack Router reads it alike). */
export function authLinkHref(to: AuthLinkTarget, search?: AuthLinkSearch): string {
  const query = search?.email ? `?${new URLSearchParams({ email: search.email }).toString()}` : '';
  return `${to}${query}`;
}

/**
 * A plain anchor: a full page load of the prerendered page, which the app then takes over. The sign-in
 * island's (src/sign-in-island.tsx) links, and the default: it needs no router (issue 22: the sign-in
 * page's first download holds no router code).
 */
export const PlainAuthLink: AuthLinkElement = ({ to, search, ...props }) => (
  <a href={authLinkHref(to, search)} {...props} />
);

/**
 * How the sign-in screen's links are drawn. The login route provides the router's `Link` (the app
 * moves on without a page load); the sign-in island keeps the plain anchor. Both draw the same
 * markup, `<a href class>`, so the island hydrates what the app prerendered.
 */
export const AuthLinkContext = createContext<AuthLinkElement>(PlainAuthLink);

/**
 * A Mantine `Anchor` to another signed-out page (`to`, with `search`), drawn by the
 * {@link AuthLinkContext}'s element.
 */
export function AuthLink({
  to,
  search,
  children,
  ...anchor
}: AnchorProps & { to: AuthLinkTarget; search?: AuthLinkSearch; children: ReactNode }) {
  const LinkElement = useContext(AuthLinkContext);
  return (
    <Anchor {...anchor} renderRoot={(props) => <LinkElement {...props} to={to} search={search} />}>
      {children}
    </Anchor>
  );
}
