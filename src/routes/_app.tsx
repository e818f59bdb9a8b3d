import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/auth-guards';
import { FullScreenLoader } from '../ui/full-screen-loader';

/** The pathless layout guarding every staff screen (spec §2 protected routes, §6). */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location, abortController }) =>
    requireSignedIn({ auth: context.auth, href: location.href, signal: abortController.signal }),
  pendingComponent: FullScreenLoader,
  pendingMs: 0,
  component: Outlet,
});
