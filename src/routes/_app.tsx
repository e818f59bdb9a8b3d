import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/auth-guards';
import { LodgeErrorScreen } from '../features/lodge/lodge-error-screen';
import { requireLodge } from '../features/lodge/lodge-guards';

/**
 * The pathless layout guarding every staff screen (spec §2 protected routes, §6): signed in, then the
 * current lodge resolved; children read `context.lodge` (id, name, the person's role). Not split: it is
 * on every signed-in start. The loader shows only when the wait is real (router defaults).
 */
export const Route = createFileRoute('/_app')({
  codeSplitGroupings: [],
  beforeLoad: async ({ context, location, abortController }) => {
    await requireSignedIn({ auth: context.auth, href: location.href, signal: abortController.signal });
    const userId = context.auth.getSnapshot().context.user?.id ?? '';
    const lodge = await requireLodge({ lodge: context.lodge, userId, signal: abortController.signal });
    return { lodge, userId };
  },
  errorComponent: LodgeErrorScreen,
  component: Outlet,
});
