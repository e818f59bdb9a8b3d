import { useRef, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconUserPlus } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import dayjs from 'dayjs';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { can } from '../../data/lodge-roles';
import type { StaffMember } from '../../data/staff';
import type { StaffMemberDetails } from '../../lib/supabase/staff-members';
import { LoadError } from '../../ui/load-states';
import { showNotification } from '../../ui/notify';
import { savedWords } from '../../lib/offline/saved-words';
import { Page } from '../../ui/page';
import { initialsOf } from '../../ui/profile-display';
import { useSyncedState } from '../../ui/use-synced-state';
import { memberName, staffProblem } from './staff-problem';
import { staffWrites, type StaffPageData, type StaffWrites } from './staff.data';
import { RowActions } from '../../ui/row-actions';
import { dialogAskedFor, lazyPiece } from '../../ui/lazy-piece';
import { ConfirmDeleteDialog } from '../../ui/lazy-confirm-delete-dialog';

// The dialogs (form, autocomplete, select) load when first opened, not with the page (issue 11:
// every route's own chunks ≤ 50 KiB gzip).
const StaffMemberDialog = lazyPiece(
  () => import('./staff-member-dialog').then((module) => module.StaffMemberDialog),
  { asked: dialogAskedFor },
);

const byName = (a: StaffMember, b: StaffMember) => a.name.localeCompare(b.name);

/** "today", "tomorrow", "yesterday" or "Thu 26 Nov", for the rota's summary line. */
function dayLabel(date: string, today: string): string {
  const days = dayjs(date).diff(dayjs(today), 'day');
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return dayjs(date).format('ddd D MMM');
}

/**
 * Staff (/organization/staff, issue 8 "Staff on shift"): the lodge's staff list — people with or
 * without an account (polers, guides) with name, role label, phone and an optional link to a member —
 * and the rota of one day (today first; the arrows and the date field pick another: `onPickDay`, which
 * the route turns into `?day=` for its loader, issue 19). Owners and
 * managers add, edit and remove people and switch who is on shift that day; each switch is kept at
 * once (the dashboard's "staff working today" reads the same rows). Staff and trustees see the list
 * and the rota read-only; every member may read staff phones (RLS shows them to every role: they are
 * not guest contact data). `data` comes from the route loader; the router keeps only the latest
 * day's answer, so a slow answer for a day left behind never shows.
 */
export function StaffScreen({
  data,
  lodge,
  writes = staffWrites,
  onPickDay,
}: {
  data: StaffPageData;
  lodge: LodgeMembership;
  writes?: StaffWrites;
  /** Show the rota of `day` (`YYYY-MM-DD`): the route navigates to `?day=` and its loader reads it. */
  onPickDay: (day: string) => void;
}) {
  const router = useRouter();
  const outboxPerson = useOutboxPerson();
  const mayManage = can(lodge.role, 'manageStaff');
  const [staff, updateStaff] = useSyncedState(data.staff);
  // Who is on shift on the loader's day, with this screen's own switches shown at once.
  const [onShiftIds, updateOnShift] = useSyncedState(data.onShift);
  // The day asked for, until the loader answers for it (the date field shows it at once).
  const [asked, setAsked] = useState<string | null>(null);
  const shownDay = asked ?? data.date;
  const loading = shownDay !== data.date;
  // Switches whose write is still on its way, by staff member (with the rota's day it is for): shown
  // over the loader's answer, so a reload that lands meanwhile (the sync's, another write's) never
  // flips a switch back while it is being saved (bug: the e2e's "Clicking the checkbox did not change
  // its state" under load).
  const [inFlight, setInFlight] = useState<ReadonlyMap<string, { on: boolean; date: string }>>(new Map());
  const shownOnShift = new Set(onShiftIds);
  for (const [id, change] of inFlight) {
    if (change.date !== data.date) continue;
    if (change.on) shownOnShift.add(id);
    else shownOnShift.delete(id);
  }
  const rota = {
    date: shownDay,
    onShift: loading || data.rotaError ? null : shownOnShift,
    error: loading ? null : (data.rotaError ?? null),
  };
  const [dialog, setDialog] = useState<{ editing: StaffMember | null } | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  // Once opened, a dialog stays mounted, so it can play its closing transition and return focus.
  const dialogUsed = useRef(false);
  const confirmUsed = useRef(false);
  if (dialog) dialogUsed.current = true;
  if (removing) confirmUsed.current = true;

  const showDay = (date: string) => {
    setAsked(date);
    onPickDay(date);
  };
  const moveDay = (days: number) => showDay(dayjs(rota.date).add(days, 'day').format('YYYY-MM-DD'));

  const setOnShift = async (person: StaffMember, on: boolean) => {
    const { date } = rota;
    const apply = (add: boolean) =>
      updateOnShift((current) =>
        add
          ? [...current.filter((id) => id !== person.id), person.id]
          : current.filter((id) => id !== person.id),
      );
    apply(on);
    setInFlight((current) => new Map(current).set(person.id, { on, date }));
    try {
      if (on) await writes.addShift(lodge.lodgeId, person.id, date);
      else await writes.removeShift(lodge.lodgeId, person.id, date);
      // Kept on screen until the reload below answers: a reload that landed during the write showed
      // the rota from before it.
      apply(on);
      void router.invalidate();
    } catch (error) {
      apply(!on);
      showNotification({ tone: 'error', title: 'The rota was not saved', message: staffProblem(error) });
    } finally {
      setInFlight((current) => {
        const next = new Map(current);
        next.delete(person.id);
        return next;
      });
    }
  };

  const save = async (details: StaffMemberDetails, over?: string) => {
    const editing = dialog?.editing ?? null;
    if (editing) {
      // Issue 33: only what was changed, conditional on the version seen (theirs after Keep mine).
      const seen = over ?? editing.updatedAt ?? null;
      const change = { lodgeId: lodge.lodgeId, opened: editing, details, seen };
      const edited = await writes.editStaffMember(change, outboxPerson);
      if (edited.theirs) return edited.theirs;
      const saved = edited.saved;
      updateStaff((current) => current.map((p) => (p.id === saved.id ? saved : p)).sort(byName));
      showNotification({ tone: 'success', title: savedWords('staff.edit', change, edited) });
    } else {
      const saved = await writes.addStaffMember(lodge.lodgeId, crypto.randomUUID(), details);
      updateStaff((current) => [...current, saved].sort(byName));
      showNotification({ tone: 'success', title: `${saved.name} was added to the staff list` });
    }
    setDialog(null);
    void router.invalidate();
  };

  const onShiftCount = rota.onShift ? staff.filter((p) => rota.onShift!.has(p.id)).length : 0;
  const when = dayLabel(rota.date, data.today ?? data.date);

  return (
    <Page title="Staff" description={`Who works at ${lodge.name}, and who is on shift`}>
      {mayManage ? (
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          onClick={() => setDialog({ editing: null })}
          aria-haspopup="dialog"
          fullWidth
        >
          Add staff member
        </Button>
      ) : null}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rota-heading">
        <Stack gap="xs">
          <Title order={2} size="h4" id="rota-heading">
            Rota
          </Title>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <ActionIcon variant="default" size={44} onClick={() => moveDay(-1)} aria-label="Previous day">
              <IconChevronLeft size={20} aria-hidden="true" />
            </ActionIcon>
            <TextInput
              type="date"
              label="Day"
              value={rota.date}
              onChange={(event) => {
                const value = event.currentTarget.value;
                // A cleared or half-typed date keeps the day shown.
                if (/^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid()) showDay(value);
              }}
              // minWidth 0: the date field gives way on a 320 px phone instead of pushing Next day
              // past the card (issue 12).
              style={{ flex: 1, minWidth: 0 }}
            />
            <ActionIcon variant="default" size={44} onClick={() => moveDay(1)} aria-label="Next day">
              <IconChevronRight size={20} aria-hidden="true" />
            </ActionIcon>
          </Group>
          <Text size="sm" role="status" aria-live="polite">
            {rota.onShift
              ? `${onShiftCount} of ${staff.length} on shift ${when}.`
              : rota.error
                ? ''
                : `Loading the rota for ${when}…`}
          </Text>
          {rota.error ? (
            <LoadError
              title={`The rota for ${when} could not be loaded`}
              error={rota.error}
              onRetry={() => void router.invalidate()}
            />
          ) : null}
        </Stack>
      </Paper>
      {staff.length === 0 ? (
        <Text ta="center" py="lg">
          No one is on the staff list yet.
          {mayManage ? ' Add the people who work at the lodge, with or without an account.' : ''}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Staff">
          {staff.map((person) => (
            <StaffCard
              key={person.id}
              person={person}
              linkedName={linkedName(data, person)}
              onShift={rota.onShift ? rota.onShift.has(person.id) : null}
              mayManage={mayManage}
              saving={inFlight.has(person.id)}
              onToggle={(on) => void setOnShift(person, on)}
              onEdit={() => setDialog({ editing: person })}
              onRemove={() => setRemoving(person)}
            />
          ))}
        </Stack>
      )}
      {dialogUsed.current ? (
        <StaffMemberDialog
          opened={dialog !== null}
          editing={dialog?.editing ?? null}
          staff={staff}
          members={data.members}
          onClose={() => setDialog(null)}
          onSave={save}
        />
      ) : null}
      {confirmUsed.current ? (
        <ConfirmDeleteDialog
          opened={removing !== null}
          title={removing ? `Remove ${removing.name}?` : 'Remove'}
          confirmLabel="Remove"
          failure={(error) => `${removing?.name ?? 'They'} was not removed. ${staffProblem(error)}`}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            if (!removing) return;
            await writes.removeStaffMember(removing.id);
            updateStaff((current) => current.filter((p) => p.id !== removing.id));
            setRemoving(null);
            showNotification({
              tone: 'success',
              title: `${removing.name} was removed from the staff list`,
            });
            void router.invalidate();
          }}
        >
          <Text>
            {removing?.name} leaves the staff list and the rota. Bookings they guide keep their details but no
            guide.
          </Text>
        </ConfirmDeleteDialog>
      ) : null}
    </Page>
  );
}

/** The linked member's name, when the person has an account in this lodge. */
function linkedName(data: StaffPageData, person: StaffMember): string | null {
  const member = person.userId ? data.members.find((m) => m.userId === person.userId) : undefined;
  return member ? memberName(member) : null;
}

/** One person on the staff list, with their shift on the rota's day. */
function StaffCard({
  person,
  linkedName,
  onShift,
  mayManage,
  saving,
  onToggle,
  onEdit,
  onRemove,
}: {
  person: StaffMember;
  linkedName: string | null;
  /** Whether they work the rota's day; null while it loads or could not be read. */
  onShift: boolean | null;
  mayManage: boolean;
  saving: boolean;
  onToggle: (on: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={person.name}>
      <Stack gap="xs">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <Avatar src={person.avatar} alt={`Portrait of ${person.name}`} color="lodge">
            {initialsOf({ fullName: person.name })}
          </Avatar>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600}>{person.name}</Text>
            {person.role ? (
              <Text size="sm" c="dimmed">
                {person.role}
              </Text>
            ) : null}
            {person.phone ? (
              <Anchor href={`tel:${person.phone.replace(/[^+0-9]/g, '')}`} size="sm" py={4}>
                {person.phone}
              </Anchor>
            ) : null}
            <Text size="sm" c="dimmed">
              {linkedName ? `Account: ${linkedName}` : 'No account'}
            </Text>
          </Stack>
          {!mayManage && onShift !== null ? (
            <Badge variant={onShift ? 'filled' : 'outline'} color={onShift ? 'lodge' : 'gray.7'}>
              {onShift ? 'On shift' : 'Off'}
            </Badge>
          ) : null}
        </Group>
        {mayManage ? (
          // Wraps on a narrow phone (320 px): Edit and Remove move under the switch, at the right,
          // instead of running past the card's edge (issue 12).
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Switch
              label="On shift"
              aria-label={`On shift: ${person.name}`}
              size="md"
              checked={onShift === true}
              disabled={onShift === null || saving}
              onChange={(event) => onToggle(event.currentTarget.checked)}
              styles={{ body: { alignItems: 'center', minHeight: 44 } }}
              thumbIcon={saving ? <Loader size={10} /> : undefined}
            />
            <RowActions
              name={person.name}
              onEdit={onEdit}
              onDelete={onRemove}
              deleteLabel="Remove"
              justify="flex-start"
              ml="auto"
            />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
