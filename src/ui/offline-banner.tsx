import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useAuthActor } from '../lib/auth/auth-context';
import { selectUserId } from '../lib/auth/auth-selectors';
import { useOnline } from './use-online';
import { useCopyShownSince } from './use-copy-shown-since';
import { useOutbox } from '../lib/offline/outbox-store';
import { useLodgeSnapshot } from '../lib/lodge/lodge-context';
import { clockTime } from '../lib/calendar-day';
import classes from './offline-banner.module.css';
import { lazyPiece, drawnWhileAskedFor } from './lazy-piece';

// Drawn only while reviewing; a chunk that cannot come closes it again, with a word why.
const NeedsAttentionDialog = lazyPiece(
  () => import('./needs-attention-dialog').then((module) => module.NeedsAttentionDialog),
  { asked: drawnWhileAskedFor },
);

/** "1 change waiting to send", "3 changes waiting to send". */
const waitingLabel = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to send`;

/**
 * The sync status line (issue 9 "The day pack"): **You're offline** while the phone has no network,
 * with when the data on screen was last updated from the server; how many writes wait in the outbox
 * ("2 changes waiting to send", also online until they are sent); and, when the server refused a
 * write or a booking changed meanwhile, "1 change needs attention" with **Review**, which opens the
 * Needs attention list. Everything goes away by itself. Offline is a normal state, so this is a polite
 * status, not an alert. It reads the outbox store (`useOutbox`); the outbox code, which fills it, loads
 * after first paint, only for a signed-in person.
 *
 * It stays in view (issue 18): sticky just under the fixed header while the page scrolls, and its
 * height is published as `--offline-banner-height` on the document, which the toast outlet adds to its
 * top so a toast never covers it (app/providers.module.css).
 */
export function OfflineBanner() {
  const auth = useAuthActor();
  const userId = useSelector(auth, selectUserId);
  const offline = !useOnline();
  // The day pack's module comes after first paint, once offline.
  const updatedAt = useCopyShownSince(offline);
  const outbox = useOutbox(userId);
  const waiting = outbox.waiting.length;
  const attention = outbox.attention;
  const [reviewing, setReviewing] = useState(false);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const lodge = useLodgeSnapshot();
  const lodges = lodge?.context.lodges;
  const roleIn = (lodgeId: string) =>
    lodges ? (lodges.find((membership) => membership.lodgeId === lodgeId)?.role ?? null) : undefined;
  const shown = offline || waiting > 0 || (attention.length > 0 && userId !== null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    const element = box.current;
    if (!shown || !element) {
      root.style.removeProperty('--offline-banner-height');
      return;
    }
    const publish = () => root.style.setProperty('--offline-banner-height', `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--offline-banner-height');
    };
  }, [shown]);

  useEffect(() => {
    if (!userId) return;
    // Reading fills the store (after first paint: the outbox code is not in the first download).
    void import('../lib/offline/outbox').then((outbox) =>
      Promise.all([outbox.listOutbox(userId), outbox.listAttention(userId)]),
    );
  }, [userId]);

  // The app's one clock ("22:20", as the screens' "Updated 22:20"), not the phone locale's ("10:20 PM").
  const time = updatedAt === null ? null : clockTime(new Date(updatedAt).toISOString());
  return (
    <>
      {/* Never in a page snapshot: the network is told afresh on each start (issue 22). */}
      <div ref={box} className={classes.banner} hidden={!shown} data-snapshot-skip="">
        {offline || waiting > 0 ? (
          <Paper role="status" withBorder radius="md" p="xs" bg="var(--mantine-color-default-hover)">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              {offline ? (
                <IconWifiOff size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              ) : (
                <IconCloudUpload size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              )}
              <Text size="sm">
                {offline ? (
                  <>
                    <Text span fw={700} size="sm">
                      You're offline
                    </Text>
                    {time ? ` · Last updated ${time}` : ' · Showing what this phone has kept'}
                    {waiting > 0 ? ` · ${waitingLabel(waiting)}` : null}
                  </>
                ) : (
                  `Sending… ${waitingLabel(waiting)}`
                )}
              </Text>
            </Group>
          </Paper>
        ) : null}
        {attention.length > 0 && userId ? (
          <Paper role="status" withBorder radius="md" p="xs">
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                <IconAlertTriangle size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Text size="sm" fw={700}>
                  {attention.length} {attention.length === 1 ? 'change needs' : 'changes need'} attention
                </Text>
              </Group>
              <Button
                ref={reviewButton}
                size="sm"
                variant="light"
                miw={44}
                mih={44}
                onClick={() => setReviewing(true)}
              >
                Review
              </Button>
            </Group>
          </Paper>
        ) : null}
      </div>
      {reviewing && userId ? (
        <NeedsAttentionDialog
          userId={userId}
          items={attention}
          roleIn={roleIn}
          onClose={() => {
            setReviewing(false);
            reviewButton.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
