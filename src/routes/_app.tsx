import { Outlet, createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/auth-guards';
import { LodgeErrorScreen } from '../features/lodge/lodge-error-screen';
import { NoLodgeError, requireLodge } from '../features/lodge/lodge-guards';
import { readFactsOf } from '../lib/offline/copy-first';
import { lazyPiece } from '../ui/lazy-piece';
import type { DayPackFactsRef } from '../lib/offline/day-pack-facts';

/**
 * The pathless layout guarding every staff screen (spec §2 protected routes, §6): signed in, then the
 * current lodge resolved; children read `context.lodge` (id, name, the person's role) and
 * `context.facts` (issue 35: the facts the app decides, derived here from the root context's actors:
 * whether loaders return the day pack's copy at once, issue 22, is the lodge actor's `showingCopy`;
 * what the screens show goes to the day-pack facts actor — src/lib/offline/copy-first.ts `ReadFacts`).
 * Loaders hand `context.facts` to the reads. Not split: it is on every signed-in start. The
 * loader shows only when the wait is real (router defaults).
 */
// The day pack's sync (issue 9) loads after first paint: it is not on the signed-in start's path.
// A chunk that cannot load (offline before the service worker took over) means no sync until the
// signal returns (it is fetched again then), never an error screen.
const LodgeSync = lazyPiece(() => import('../features/sync/lodge-sync').then((m) => m.LodgeSync));

/**
 * The sync's warming of the screens' copies that are not pack rows (src/app/warm-screen-copies.ts),
 * loaded only when the sync asks, so the start carries none of its imports.
 */
const warmScreenCopies = (dayPack: DayPackFactsRef, userId: string, lodgeId: string) =>
  import('../app/warm-screen-copies').then((m) => m.warmScreenCopies(dayPack, userId, lodgeId));

// Issue 33: someone in no lodge sees "Join a lodge or start one" (rare: loaded when needed).
const NoLodgeScreen = lazyPiece(() =>
  import('../features/shell/no-lodge-screen').then((m) => m.NoLodgeScreen),
);
const JoinLodgeSection = lazyPiece(() =>
  import('../features/account/join-lodge-section').then((m) => m.JoinLodgeSection),
);

/** The layout's error screen: "Join a lodge or start one" for someone in no lodge, else Try again. */
function AppErrorScreen(props: ErrorComponentProps) {
  if (props.error instanceof NoLodgeError)
    return <NoLodgeScreen join={<JoinLodgeSection />} onLodge={props.reset} />;
  return <LodgeErrorScreen {...props} />;
}

export const Route = createFileRoute('/_app')({
  codeSplitGroupings: [],
  beforeLoad: async ({ context, location, abortController }) => {
    await requireSignedIn({ auth: context.auth, href: location.href, signal: abortController.signal });
    const userId = context.auth.getSnapshot().context.user?.id ?? '';
    const facts = readFactsOf(context.lodge, context.dayPack);
    const lodge = await requireLodge({ lodge: context.lodge, userId, signal: abortController.signal });
    return { lodge, userId, facts };
  },
  errorComponent: AppErrorScreen,
  component: function AppSection() {
    const { lodge, userId } = Route.useRouteContext();
    return (
      <>
        <LodgeSync
          key={`${userId}:${lodge.lodgeId}`}
          userId={userId}
          lodgeId={lodge.lodgeId}
          timezone={lodge.timezone}
          warmCopies={warmScreenCopies}
        />
        <Outlet />
      </>
    );
  },
});
