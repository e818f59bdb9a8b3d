import { useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { drawerMachine } from '../../../machines/drawer.machine';
import { useAppActor } from '../../lib/use-app-actor';
import { AppHeader } from '../../ui/app-header';
import { useGuardedSignOut } from '../../ui/sign-out-guard';
import classes from '../../ui/layout.module.css';
import type { DrawerLodges, DrawerProfile } from '../../ui/nav-drawer';
import { currentMembership } from '../../../machines/lodge.machine';
import { roleLabels } from '../../data/lodge-roles';
import { useLodgeActor, useLodgeSnapshot } from '../../lib/lodge/lodge-context';
import { showNotification } from '../../ui/notify';
import { displayNameOf, initialsOf } from '../../ui/profile-display';
import { useAuthActor } from '../../lib/auth/auth-context';
import {
  samePerson,
  selectIsSignedIn,
  selectUserId,
  selectSignedInPerson,
} from '../../lib/auth/auth-selectors';
import { useNotifications } from '../../ui/use-notifications';
import { DeferredAppUpdates } from '../../pwa/deferred-app-updates';
import { useHydrated } from '../../ui/use-hydrated';
import { RoutePending } from './route-pending';
import { dropPrerendered, drawingOverPrerendered } from '../../lib/prerender/prerendered-nodes';
import type { NewLodge } from '../../lib/supabase/lodge-settings';
import { loadedStaffFrame, loadStaffFrame } from '../../ui/staff-frame-loader';
import { dialogAskedFor, lazyPiece } from '../../ui/lazy-piece';

/** The drawer's code loads on first use (or when the toggle is hovered/focused): it keeps the first
 * visit light on slow networks, and the toggle warms it before the tap lands. A drawer whose code
 * cannot come (offline before the service worker kept it) closes again with a word why. */
const NavDrawer = lazyPiece(() => import('../../ui/nav-drawer').then((module) => module.NavDrawer), {
  asked: dialogAskedFor,
});
/** The sync status line loads with the first staff screen, after the prerendered shell was hydrated
 * (issue 22: the sign-in page's first download stays within its budget). */
const OfflineBanner = lazyPiece(() =>
  import('../../ui/offline-banner').then((module) => module.OfflineBanner),
);
// The staff screens' own frame loads on first use, not with the sign-in page (issue 22): through
// lazyPiece until its chunk is here, directly once it is (src/ui/staff-frame-loader.ts). A chunk that
// cannot load (offline before the service worker took over) leaves the frame without them until the
// signal returns, never the page broken.
const LazyBottomBar = lazyPiece(() => loadStaffFrame().then((frame) => frame.BottomBar));
const LazyHeaderActions = lazyPiece(() => loadStaffFrame().then((frame) => frame.HeaderActions));

const NewLodgeDialog = lazyPiece(() => import('./new-lodge-dialog').then((module) => module.NewLodgeDialog), {
  asked: dialogAskedFor,
});

/** Before the drawer's actor runs (the frame's first render) the drawer is closed: nothing to tell it. */
const ignoreDrawerEvent = () => {};

/** What the drawer's profile block says when nobody is signed in. */
export const VISITOR_NAME = 'Visitor';

/**
 * The app's frame on every route (spec §2 "Layout"): fixed header, navigation drawer (its own machine),
 * the page with a 0.3 s fade-and-slide (not the page drawn over a prerendered one: issue 34), and the
 * bottom bar except on /auth/*. Prerendered at build time (issue 22) and while React hydrates that
 * HTML, it draws what the HTML holds: no person in the header,
 * no network banner and, on a staff screen, the page frame's loading line instead of the screen.
 */
export function AppLayout() {
  const hydrated = useHydrated();
  // The prerendered page this frame replaces (when it was not hydrated) goes as this frame is drawn.
  useLayoutEffect(dropPrerendered, []);
  const auth = useAuthActor();
  const signedIn = useSelector(auth, selectIsSignedIn);
  const person = useSelector(auth, selectSignedInPerson, samePerson);
  const userId = useSelector(auth, selectUserId);
  // The drawer's actor lives with the frame, in the app's actor system as `drawer` (/machines shows it).
  const drawerActor = useAppActor('drawer', drawerMachine);
  const sendToDrawer = drawerActor ? drawerActor.send : ignoreDrawerEvent;
  // Sign-out toasts ("Logged out successfully" / "Logout failed") come from the auth actor.
  useNotifications(auth);
  const pathname = useLocation({ select: (location) => location.pathname });
  // The page drawn over a prerendered one (the sign-in island's hand-over, the shell, a page snapshot)
  // is on screen already, its entrance played: it does not fade and slide in again (issue 34). Pages
  // opened after it do.
  const [stillPath, setStillPath] = useState(() => (drawingOverPrerendered() ? pathname : null));
  useEffect(() => {
    if (stillPath !== null && pathname !== stillPath) setStillPath(null);
  }, [pathname, stillPath]);
  // A staff screen shows once the router has settled its first address (session, lodge, the screen's
  // data); until then the frame's loading line, as in the prerendered shell (issue 22).
  const firstLoadDone = useRouterState({ select: (state) => state.resolvedLocation !== undefined });
  // Meanwhile the loading line says what the screen asked for loads: the deepest route's own pending
  // screen (the explorer's "Loading the machines…"), else the lodge's data (issue 35 review).
  const router = useRouter();
  const pendingRouteId = useRouterState({
    select: (state) =>
      state.matches.findLast((match) => router.routesById[match.routeId]?.options.pendingComponent)?.routeId,
  });
  const FirstPending =
    (pendingRouteId && router.routesById[pendingRouteId]?.options.pendingComponent) || RoutePending;
  const onAuthPage = pathname.startsWith('/auth/');
  const staffFrame = loadedStaffFrame();
  const BottomBar = staffFrame?.BottomBar ?? LazyBottomBar;
  const HeaderActions = staffFrame?.HeaderActions ?? LazyHeaderActions;
  const drawerOpen = useSelector(drawerActor, (drawer) => drawer?.matches('open') ?? false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [unreadNotice, setUnreadNotice] = useState(true);
  useEffect(() => {
    if (drawerOpen) setDrawerUsed(true);
  }, [drawerOpen]);

  useEffect(() => {
    sendToDrawer({ type: 'route.changed' });
  }, [pathname, sendToDrawer]);

  const shown: DrawerProfile = person
    ? {
        name: displayNameOf(person),
        subtitle: person.username ? `@${person.username}` : (person.email ?? ''),
        avatarUrl: person.avatarUrl,
        initials: initialsOf(person),
      }
    : // Nobody signed in: no person to show (a made-up sample name read as someone's account on a
      // shared phone; a signed-out phone may read nothing from the database). No initials either:
      // "V" for Visitor read as somebody's account in the header (the stray "V", issue 22).
      {
        name: VISITOR_NAME,
        subtitle: 'Not signed in',
        avatarUrl: null,
        initials: '',
      };

  const lodgeActor = useLodgeActor();
  const lodgeSnapshot = useLodgeSnapshot();
  const [newLodgeOpen, setNewLodgeOpen] = useState(false);
  const [newLodgeUsed, setNewLodgeUsed] = useState(false);
  const current = lodgeSnapshot ? currentMembership(lodgeSnapshot.context) : null;
  const lodges: DrawerLodges | null =
    signedIn && current && lodgeSnapshot
      ? {
          current: {
            name: current.name,
            location: current.location,
            roleLabel: roleLabels[current.role],
            sample: current.sample ?? false,
          },
          others: lodgeSnapshot.context.lodges
            .filter((lodge) => lodge.lodgeId !== current.lodgeId)
            .map((lodge) => ({
              lodgeId: lodge.lodgeId,
              name: lodge.name,
              location: lodge.location,
              roleLabel: roleLabels[lodge.role],
              sample: lodge.sample ?? false,
            })),
          onSwitch: (lodgeId) => {
            lodgeActor?.send({ type: 'lodge.switch', lodgeId });
            sendToDrawer({ type: 'drawer.close' });
          },
          onNewLodge: () => {
            sendToDrawer({ type: 'drawer.close' });
            setNewLodgeUsed(true);
            setNewLodgeOpen(true);
          },
        }
      : null;
  const createNewLodge = async (lodge: NewLodge) => {
    const { createLodge } = await import('../../lib/supabase/lodge-settings');
    const lodgeId = await createLodge(lodge);
    setNewLodgeOpen(false);
    lodgeActor?.send({ type: 'lodge.joined', lodgeId });
    showNotification({ tone: 'success', title: `${lodge.name} is ready` });
  };

  const guardedSignOut = useGuardedSignOut(() => auth.send({ type: 'auth.signOut' }), userId);
  const signOut = () => {
    sendToDrawer({ type: 'auth.signOut' });
    guardedSignOut.request();
  };

  return (
    <>
      <AppHeader
        drawerOpen={drawerOpen}
        onToggleDrawer={() => sendToDrawer({ type: 'drawer.toggle' })}
        onWarmDrawer={NavDrawer.preload}
        actions={
          // On a sign-in page they come after it has been taken over: not in its first download.
          onAuthPage && !hydrated ? null : (
            <HeaderActions
              hasNotifications={unreadNotice}
              onOpenNotifications={() => {
                setUnreadNotice(false);
                showNotification({
                  tone: 'success',
                  title: 'Lodge notice',
                  message: 'Welcome! Check today’s bookings and notes on the dashboard.',
                });
              }}
              avatarUrl={hydrated ? shown.avatarUrl : null}
              initials={hydrated ? shown.initials : ''}
              accountLabel={hydrated && signedIn ? `Account: ${shown.name}` : 'Account'}
            />
          )
        }
      />
      {drawerUsed || drawerOpen ? (
        <NavDrawer
          opened={drawerOpen}
          onClose={() => sendToDrawer({ type: 'drawer.close' })}
          profile={shown}
          signedIn={signedIn}
          onSignOut={signOut}
          lodges={lodges}
        />
      ) : null}
      <main className={`${classes.main} ${onAuthPage ? classes.mainWithoutBar : ''}`}>
        {onAuthPage || !hydrated ? null : <OfflineBanner />}
        <div key={pathname} className={pathname === stillPath ? undefined : classes.page}>
          {onAuthPage || (hydrated && firstLoadDone) ? <Outlet /> : <FirstPending />}
        </div>
      </main>
      {onAuthPage ? null : <BottomBar />}
      <DeferredAppUpdates aboveBottomBar={!onAuthPage} />
      {newLodgeUsed ? (
        <NewLodgeDialog
          opened={newLodgeOpen}
          onClose={() => setNewLodgeOpen(false)}
          onCreate={createNewLodge}
        />
      ) : null}
      {guardedSignOut.dialog}
    </>
  );
}
