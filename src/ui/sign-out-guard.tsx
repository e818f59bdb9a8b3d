import { useState, type ReactNode } from 'react';
import { outboxStore } from '../lib/offline/outbox-store';
import { lazyPiece } from './lazy-piece';

// Drawn only while asking; a chunk that cannot come keeps the person signed in, with a word why.
const UnsentChangesDialog = lazyPiece(
  () => import('./unsent-changes-dialog').then((module) => module.UnsentChangesDialog),
  { asked: { close: (props) => props.onKeep() } },
);

/**
 * Sign Out that asks first when writes made offline are still waiting to be sent (issue 9: nothing
 * lost without the person knowing; shared/notes/lodge-data-and-offline.md §2.3 item 7): signing out
 * wipes this phone's copy, the waiting writes with it. With nothing waiting it signs out at once, as
 * before. `signOut` does the signing out; `userId` is whose outbox counts.
 * @returns `request` for the Sign Out button and the `dialog` to render.
 */
export function useGuardedSignOut(
  signOut: () => void,
  userId: string | null,
): { request: () => void; dialog: ReactNode } {
  const [asking, setAsking] = useState(0);
  const request = () => {
    const waiting = userId ? outboxStore.get(userId).waiting.length : 0;
    if (waiting > 0) setAsking(waiting);
    else signOut();
  };
  const dialog =
    asking > 0 ? (
      <UnsentChangesDialog
        count={asking}
        onKeep={() => setAsking(0)}
        onSignOut={() => {
          setAsking(0);
          signOut();
        }}
      />
    ) : null;
  return { request, dialog };
}
