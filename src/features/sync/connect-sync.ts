import type { ActorRefFrom } from 'xstate';
import type { syncMachine } from '../../../machines/sync.machine';
import { followNetwork, type NetworkActorRef } from '../../lib/network/network-actor';
import { listOutbox, onOutboxChange } from '../../lib/offline/outbox';

/**
 * The day pack's sync wiring (issue 9, issue 19), beside the app's (src/app/wiring.ts): the sync actor
 * follows `network` (the page's network actor: its state now, then each change; the machine starts
 * offline, so a phone with a network starts a round at once), and asks for a round when the app is
 * shown again and when a write of `userId` waits in the outbox. @returns the function that disconnects it.
 */
export function connectSync(
  sync: ActorRefFrom<typeof syncMachine>,
  { network, userId }: { network: NetworkActorRef; userId: string },
): () => void {
  const stopNetwork = followNetwork(network, (online) =>
    sync.send({ type: online ? 'network.online' : 'network.offline' }),
  );
  const shown = () => {
    if (document.visibilityState === 'visible') sync.send({ type: 'sync.request' });
  };
  document.addEventListener('visibilitychange', shown);
  const stopOutbox = onOutboxChange(() => {
    void listOutbox(userId).then((waiting) => {
      if (waiting.length > 0) sync.send({ type: 'sync.request' });
    });
  });
  return () => {
    stopNetwork();
    document.removeEventListener('visibilitychange', shown);
    stopOutbox();
  };
}
