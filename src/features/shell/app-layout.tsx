import { useEffect } from 'react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { drawerMachine } from '../../../machines/drawer.machine';
import { sampleProfile } from '../../data/sample-profile';
import { registerLiveActor } from '../../lib/live-actors';
import { AppHeader } from '../../ui/app-header';
import { BottomBar } from '../../ui/bottom-bar';
import classes from '../../ui/layout.module.css';
import { NavDrawer, type DrawerProfile } from '../../ui/nav-drawer';
import { displayNameOf, initialsOf } from '../../ui/profile-display';
import { useAuthActor } from '../auth/auth-context';
import { samePerson, selectIsSignedIn, selectSignedInPerson } from '../auth/auth-selectors';
import { useNotifications } from '../auth/use-notifications';

/**
 * The app's frame on every route (spec §2 "Layout"): fixed header, navigation drawer (its own machine),
 * the page with a 0.3 s fade-and-slide, and the bottom bar except on /auth/*.
 */
export function AppLayout() {
  const auth = useAuthActor();
  const signedIn = useSelector(auth, selectIsSignedIn);
  const person = useSelector(auth, selectSignedInPerson, samePerson);
  const [drawer, sendToDrawer, drawerActor] = useMachine(drawerMachine);
  // Sign-out toasts ("Logged out successfully" / "Logout failed") come from the auth actor.
  useNotifications(auth);
  const pathname = useLocation({ select: (location) => location.pathname });
  const onAuthPage = pathname.startsWith('/auth/');

  useEffect(() => registerLiveActor('drawer', drawerActor), [drawerActor]);
  useEffect(() => registerLiveActor('auth', auth), [auth]);

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
    : {
        name: sampleProfile.name,
        subtitle: sampleProfile.organisation,
        avatarUrl: null,
        initials: initialsOf({ fullName: sampleProfile.name }),
      };

  const signOut = () => {
    sendToDrawer({ type: 'auth.signOut' });
    auth.send({ type: 'auth.signOut' });
  };

  return (
    <>
      <AppHeader
        drawerOpen={drawer.matches('open')}
        onToggleDrawer={() => sendToDrawer({ type: 'drawer.toggle' })}
        avatarUrl={shown.avatarUrl}
        initials={shown.initials}
        accountLabel={signedIn ? `Account: ${shown.name}` : 'Account'}
      />
      <NavDrawer
        opened={drawer.matches('open')}
        onClose={() => sendToDrawer({ type: 'drawer.close' })}
        profile={shown}
        signedIn={signedIn}
        onSignOut={signOut}
      />
      <main className={`${classes.main} ${onAuthPage ? classes.mainWithoutBar : ''}`}>
        <div key={pathname} className={classes.page}>
          <Outlet />
        </div>
      </main>
      {onAuthPage ? null : <BottomBar />}
    </>
  );
}
