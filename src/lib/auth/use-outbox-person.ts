import { useContext, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { OutboxPerson } from '../offline/queued-writes';
import { authorLabel } from '../supabase/people';
import { AuthActorContext } from './auth-context';
import { selectSignedInPerson, selectUserId } from './auth-selectors';

/**
 * Who the screen's offline writes are made by (issue 9): the signed-in person, whose outbox they wait
 * in, with the name a waiting note shows. `null` when nobody is signed in or no auth actor is above
 * (a screen rendered alone in a test): the writes then go straight to the server.
 */
export function useOutboxPerson(): OutboxPerson | null {
  const auth = useContext(AuthActorContext) ?? undefined;
  const userId = useSelector(auth, (snapshot) => (snapshot ? selectUserId(snapshot) : null));
  const authorName = useSelector(auth, (snapshot) => {
    const person = snapshot ? selectSignedInPerson(snapshot) : null;
    return authorLabel({ full_name: person?.fullName ?? null, username: person?.username ?? null });
  });
  return useMemo(() => (userId ? { userId, authorName } : null), [userId, authorName]);
}
