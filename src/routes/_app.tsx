import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/auth-guards';

/**
 * The pathless layout guarding every staff screen (spec §2 protected routes, §6). Not split: it is on
 * every signed-in start. The loader shows only when the guard's wait is real (router defaults).
 */
export const Route = createFileRoute('/_app')({
  codeSplitGroupings: [],
  beforeLoad: ({ context, location, abortController }) =>
    requireSignedIn({ auth: context.auth, href: location.href, signal: abortController.signal }),
  component: Outlet,
});
