import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/auth-guards';
import { LodgeErrorScreen } from '../features/lodge/lodge-error-screen';
import { requireLodge } from '../features/lodge/lodge-guards';
import { FullScreenLoader } from '../ui/full-screen-loader';

/**
 * The pathless layout guarding every staff screen (spec §2 protected routes, §6): signed in, then the
 * current lodge resolved; children read `context.lodge` (id, name, the person's role).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, abortController }) => {
    await requireSignedIn({ auth: context.auth, href: location.href, signal: abortController.signal });
    const userId = context.auth.getSnapshot().context.user?.id ?? '';
    const lodge = await requireLodge({ lodge: context.lodge, userId, signal: abortController.signal });
    return { lodge, userId };
  },
  pendingComponent: FullScreenLoader,
  pendingMs: 0,
  errorComponent: LodgeErrorScreen,
  component: Outlet,
});
