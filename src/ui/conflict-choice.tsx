import { Alert, Button, Stack, Text } from '@mantine/core';
import { clockTime } from '../lib/calendar-day';

/**
 * Issue 33 "No lost updates, anywhere": what a form (or a Needs attention card) shows when a save
 * found the row changed since the person opened it. Nothing was written; both versions are shown —
 * "<Name> changed this at 14:02: …" (theirs) and "Yours: …" — with **Keep mine** (save the person's
 * change over the new version) and **Take theirs** (load theirs). One component for every kind of
 * shared row (the account screen, notes, bookings, products, Needs attention); loaded with the forms
 * that use it, never with the signed-in start (issue 11 budget).
 *
 * `title` is the alert's heading (default "Changed since you opened it"; the account says "Your profile
 * was changed on another device at …"). `keepMineSubmits` makes Keep mine the
 * form's submit button (the form's own save runs it, over the new version); else `onKeepMine` runs.
 * The buttons stack one under the other: side by side, "Take theirs" was cut at 320 px.
 */
export function ConflictChoice({
  byName,
  at,
  theirs,
  yours,
  title,
  theirsLabel,
  onKeepMine,
  onTakeTheirs,
  keepMineSubmits = false,
  busy = false,
}: {
  /** Who saved the newer version ("Kagiso"; "Someone" when not known). */
  byName?: string;
  /** When (ISO, the server's clock); null when not known. */
  at: string | null;
  /** Their version in words. */
  theirs: string;
  /** The person's version in words. */
  yours: string;
  title?: string;
  /** What leads their version (default "<byName> changed this at <time>"; the account: "Now"). */
  theirsLabel?: string;
  onKeepMine?: () => void;
  onTakeTheirs: () => void;
  keepMineSubmits?: boolean;
  busy?: boolean;
}) {
  const heading = title ?? 'Changed since you opened it';
  const changed = theirsLabel ?? `${byName ?? 'Someone'} changed this${at ? ` at ${clockTime(at)}` : ''}`;
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" role="alert" title={heading}>
        <Stack gap="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {changed}: {theirs}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Yours: {yours}
          </Text>
          <Text size="sm">Nothing was saved. Keep mine saves what you changed over it.</Text>
        </Stack>
      </Alert>
      <Stack gap="sm">
        <Button
          type={keepMineSubmits ? 'submit' : 'button'}
          mih={44}
          loading={busy}
          onClick={keepMineSubmits ? undefined : onKeepMine}
        >
          Keep mine
        </Button>
        <Button variant="default" mih={44} disabled={busy} onClick={onTakeTheirs}>
          Take theirs
        </Button>
      </Stack>
    </Stack>
  );
}
