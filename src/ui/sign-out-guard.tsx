import { useState, type ReactNode } from 'react';
import { outboxStore, type OutboxSnapshot } from '../lib/offline/outbox-store';
import { lazyPiece } from './lazy-piece';

// Drawn only while asking; a chunk that cannot come keeps the person signed in, with a word why.
const UnsentChangesDialog = lazyPiece(
  () => import('./unsent-changes-dialog').then((module) => module.UnsentChangesDialog),
  { asked: { close: (props) => props.onKeep() } },
);

/**
 * Sign Out that asks first when this phone holds work the lodge has not got (issue 9: nothing lost
 * without the person knowing; shared/notes/lodge-data-and-offline.md §2.3 item 7): writes made offline
 * still waiting to be sent, and (issue 33 "Sign Out never drops work") writes set aside in Needs
 * attention — signing out wipes this phone's copy, both lists with it. With neither it signs out at
 * once, as before. `signOut` does the signing out; `userId` is whose outbox counts.
 * @returns `request` for the Sign Out button and the `dialog` to render.
 */
export function useGuardedSignOut(
  signOut: () => void,
  userId: string | null,
): { request: () => void; dialog: ReactNode } {
  const [asking, setAsking] = useState<OutboxSnapshot | null>(null);
  const request = () => {
    const lists = userId ? outboxStore.get(userId) : null;
    if (lists && lists.waiting.length + lists.attention.length > 0) setAsking(lists);
    else signOut();
  };
  const dialog = asking ? (
    <UnsentChangesDialog
      waiting={asking.waiting}
      attention={asking.attention}
      onKeep={() => setAsking(null)}
      onSignOut={() => {
        setAsking(null);
        signOut();
      }}
    />
  ) : null;
  return { request, dialog };
}
