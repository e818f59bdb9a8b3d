/**
 * Plain-word introductions for product owners, by machine id. The diagram itself always comes from the
 * code; these words only explain it. A machine without an entry still gets a page (its TSDoc and a
 * generated state list), and a state without words is listed with "—", so nothing here can go stale
 * silently: a renamed state simply loses its words and shows up as "—" in the generated table.
 */
export interface MachineIntro {
  /** A short title, e.g. "Signing in and out". */
  title: string;
  /** One or two sentences: what the machine is for, in the words of the lodge. */
  what: string;
  /** Plain words per state path (`signedIn.profileReady`). */
  states: Record<string, string>;
}

export const intros: Record<string, MachineIntro> = {
  auth: {
    title: 'Signing in and out (the whole app)',
    what:
      'Keeps track of whether a staff member is signed in, for the whole app. It starts by looking for a ' +
      'stored session, follows what the login service reports (signed in, token refreshed, signed out) ' +
      'and handles signing out. The route guards ask it before showing any staff screen.',
    states: {
      checkingSession: 'The app just opened and is looking for a saved session; a spinner shows.',
      signedOut: 'Nobody is signed in. Staff screens send the visitor to the login page.',
      signedIn:
        'A staff member is signed in. Two things are tracked side by side: the token and the profile.',
      'signedIn.token': 'Whether the sign-in could be renewed with the server lately.',
      'signedIn.token.fresh': 'The session was renewed with the server (or needs no renewal yet).',
      'signedIn.token.stale':
        'The session expired while there was no signal. They stay signed in on the saved data; it is ' +
        'renewed as soon as the signal returns. Only the server refusing it signs them out.',
      'signedIn.profile': 'Their profile (name, username, avatar): this is the one copy the app keeps.',
      'signedIn.profile.loading': 'The profile is being fetched.',
      'signedIn.profile.loadFailed':
        'The profile could not be fetched and none is known yet: the account page shows Retry and no form.',
      'signedIn.profile.ready': 'The profile is known and can be edited on the account page.',
      'signedIn.profile.saving': 'Saving changes to the profile; the button reads "Saving...".',
      signingOut:
        'Sign Out was pressed. The phone is signed out at once, even with no signal; the server is told ' +
        'when it can be reached.',
      recoveringPassword: 'Opened from a password-recovery mail: choosing a new password.',
      'recoveringPassword.choosing': 'The new password is being typed.',
      'recoveringPassword.saving': 'Saving the new password.',
    },
  },
  signIn: {
    title: 'The login form',
    what:
      'The form on /auth/login. It checks that both fields are filled in, sends them to the login ' +
      'service and shows what went wrong if it fails.',
    states: {
      editing: 'The form is empty or being filled in.',
      invalid: 'Submit was pressed with an empty email or password; a message says so.',
      submitting: 'Waiting for the login service; the button reads "Signing in..." and is disabled.',
      failed: 'The login service said no; the reason is shown and the form can be sent again.',
      signedIn: 'Done: "Login successful!" and the app moves on.',
    },
  },
  register: {
    title: 'The sign-up form',
    what:
      'The form on /auth/register. It checks the details in the order the spec gives (all required ' +
      'fields, matching passwords, at least 6 characters), creates the account and then sends the ' +
      'person to the login page to wait for the confirmation email.',
    states: {
      editing: 'The form is empty or being filled in.',
      invalid: 'A rule was broken; the first broken rule is shown.',
      submitting: 'Creating the account; the button reads "Creating Account..." and is disabled.',
      failed: 'The server refused (for example, the email is taken); the reason is shown.',
      registered: 'Done: the person is asked to confirm their email and goes to the login page.',
    },
  },
  drawer: {
    title: 'The navigation drawer',
    what: 'The slide-out menu behind the ☰ button. It closes by itself when the person navigates or signs out.',
    states: {
      closed: 'The drawer is hidden.',
      open: 'The drawer is showing the profile, the destinations and Sign In / Sign Out.',
    },
  },
  businessModel: {
    title: 'The business model wizard',
    what:
      'The step-by-step questionnaire on the business screen. Each step asks one question about the ' +
      'lodge; at the end it recommends one of five business models.',
    states: {},
  },
  sync: {
    title: 'Keeping the phone in step with the lodge (offline sync)',
    what:
      'Keeps the copy of the lodge kept on the phone (the day pack) up to date, and sends what staff ' +
      'wrote with no signal. A round first sends the waiting writes in the order they were made, then ' +
      'reads only what changed at the lodge since the last round. Rounds run when the app opens, when ' +
      'the signal returns, when the app is shown again, after a write and every 5 minutes.',
    states: {
      pushing:
        'Sending the waiting writes (notes, check-ins, new bookings, training steps), oldest first. A write ' +
        'the lodge refuses, or a check-in on a booking someone changed meanwhile, goes to "Needs attention".',
      pulling: "Reading what changed at the lodge since the last round into the phone's copy.",
      idle: 'Up to date. The next round starts on a write, on return to the app or after 5 minutes.',
      offline:
        'No signal (or the app is just starting): the screens show the phone\'s copy and the banner says "You\'re offline"; writes wait ' +
        'and are counted in the banner.',
      error:
        "The last round got no answer (or the lodge's server was busy). It tries again after 1, 2, 5, 10, " +
        'then every 30 seconds; nothing waiting is lost.',
    },
  },
  lodge: {
    title: 'Which lodge the app shows, and your role in it',
    what:
      'After sign-in, works out which lodges the staff member belongs to, which one the app shows and ' +
      'their role there (owner, manager, staff or trustee). On a phone that has been used before, the app ' +
      'opens at once on the lodges it kept, and asks the server behind the screen whether anything changed.',
    states: {
      signedOut: 'Nobody is signed in: no lodge.',
      recalling: 'Looking at the lodges this phone kept from last time (no signal needed).',
      resolving:
        'Asking the server for their lodges (first start on this phone, or after joining a lodge). A ' +
        'newcomer with no lodge gets their own sample lodge first.',
      ready: 'A lodge is shown. The drawer can switch to another of their lodges; the choice is remembered.',
      'ready.refreshing':
        "Opened on the phone's kept lodges; asking the server whether they changed (a role, a lodge left).",
      'ready.fresh':
        "The lodges as last read: the server's list (or, after joining with no signal, the phone's copy).",
      'ready.stale':
        "The server could not be reached: the phone's kept lodges stay on screen, with no error (offline " +
        'is normal); asked again when the signal comes back.',
      failed: 'The lodges could not be found out (no signal on a first start): the screen offers Try again.',
    },
  },
};
