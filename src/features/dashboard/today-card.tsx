import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBed, IconCloudUpload } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { formatMoneyUnbroken } from '../../data/money';
import {
  inHouseLine,
  isReady,
  nameList,
  stayStep,
  tonightLine,
  type FrontDeskStay,
  type FrontDeskToday,
} from '../../data/front-desk';
import { housekeepingLabels } from '../../data/housekeeping-board';
import { stayStatusLabels } from '../../data/room-words';

/** What the Today card does with a stay (the dashboard's writes); each rejects with why it failed. */
export interface TodayActions {
  /** Check the stay in; rejects with the refusal's sentence (a room not ready names the ready ones). */
  checkIn: (stay: FrontDeskStay) => Promise<void>;
  checkOut: (stay: FrontDeskStay) => Promise<void>;
  /** The stay's address (its detail), or null where stays cannot be opened yet. */
  stayHref: (stay: FrontDeskStay) => string | null;
}

/** "2 guests", "1 guest". */
const guests = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/**
 * The dashboard's **Today** card (issue 31 "Front desk", the dashboard's first card): arrivals with
 * room, guests and balance due; departures; how many are in house; "Tonight: 6 of 8 rooms taken".
 * **Check in** is offered only when every room of the stay is clean or inspected (the server decides:
 * a refusal names the rooms that are ready); **Check out** asks first when a balance is due ("P 350.00
 * still due — check out anyway?", as an activity booking's check-out does). `mayAct` is the role's
 * `checkGuestsInOut`. `currency` formats balances (null: shown without them).
 */
export function TodayCard({
  today,
  currency,
  mayAct,
  actions,
}: {
  today: FrontDeskToday;
  currency: string | null;
  mayAct: boolean;
  actions: TodayActions;
}) {
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="dashboard-today">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3" id="dashboard-today">
            Today
          </Title>
          <Text fw={700}>{tonightLine(today.tonight)}</Text>
        </Group>
        <Text size="sm">{inHouseLine(today.inHouse)}</Text>
        <StayBlock kind="arrivals" today={today} currency={currency} mayAct={mayAct} actions={actions} />
        <StayBlock kind="departures" today={today} currency={currency} mayAct={mayAct} actions={actions} />
      </Stack>
    </Paper>
  );
}

/** What differs between the card's two lists: the heading, the empty line, and whether rooms' readiness shows. */
const blockWords = {
  arrivals: { title: 'Arrivals', empty: 'No arrivals today.', showReadiness: true },
  departures: { title: 'Departures', empty: 'No departures today.', showReadiness: false },
} as const;

/**
 * One list of the Today card, today's `arrivals` or `departures` (review of stop 31: the two blocks
 * were near-copies): "Arrivals (2)" over its rows, or "No arrivals today.". Arrivals also say which of
 * a stay's rooms are not ready yet (check-in needs clean or inspected).
 */
function StayBlock({
  kind,
  today,
  currency,
  mayAct,
  actions,
}: {
  kind: keyof typeof blockWords;
  today: FrontDeskToday;
  currency: string | null;
  mayAct: boolean;
  actions: TodayActions;
}) {
  const { title, empty, showReadiness } = blockWords[kind];
  const stays = today[kind];
  const id = `today-${kind}`;
  return (
    <Stack gap={6}>
      <Title order={3} size="h5" id={id}>
        {`${title} (${stays.length})`}
      </Title>
      {stays.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={id}>
          {stays.map((stay) => (
            <StayRow
              key={stay.id}
              stay={stay}
              date={today.date}
              currency={currency}
              mayAct={mayAct}
              actions={actions}
              showReadiness={showReadiness}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type Busy = 'checkIn' | 'checkOut' | null;

/** One stay on the card, with its next step and what went wrong with it. */
function StayRow({
  stay,
  date,
  currency,
  mayAct,
  actions,
  showReadiness = false,
}: {
  stay: FrontDeskStay;
  date: string;
  currency: string | null;
  mayAct: boolean;
  actions: TodayActions;
  showReadiness?: boolean;
}) {
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [askOut, setAskOut] = useState(false);
  const router = useRouter();
  const step = mayAct ? stayStep(stay, date) : null;
  const href = actions.stayHref(stay);
  const rooms = nameList(stay.rooms.map((room) => room.name)) || 'No room';
  const notReady = stay.rooms.filter((room) => !isReady(room.housekeeping));
  const due = stay.balanceDue;

  const run = async (what: Exclude<Busy, null>, write: () => Promise<void>) => {
    setBusy(what);
    setProblem(null);
    try {
      await write();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  const checkOut = () => void run('checkOut', () => actions.checkOut(stay));

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        {/* The name and the status share the top line; the details below take the row's whole width
            (issue 34: at 320 px they wrapped at half width beside a column of badges). */}
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          {href ? (
            <Anchor
              href={href}
              fw={700}
              style={{ overflowWrap: 'anywhere', minWidth: 0 }}
              onClick={(event) => {
                // In the app, not a page load (a middle click still opens a tab).
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                router.history.push(href);
              }}
            >
              {stay.guestName}
            </Anchor>
          ) : (
            <Text fw={700} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {stay.guestName}
            </Text>
          )}
          <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
            {stayStatusLabels[stay.status]}
          </Badge>
        </Group>
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconBed size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" style={{ minWidth: 0 }}>
              {rooms} · {guests(stay.guests)}
            </Text>
          </Group>
          {due !== null && currency ? (
            <Text size="sm" fw={due > 0 ? 700 : 400}>
              {due > 0 ? `Balance due ${formatMoneyUnbroken(due, currency)}` : 'Paid in full'}
            </Text>
          ) : null}
          {showReadiness && stay.status !== 'checked_in' && notReady.length > 0 ? (
            <Text size="sm" c="orange.9" fw={600}>
              {notReady.map((room) => `${room.name}: ${housekeepingLabels[room.housekeeping]}`).join(' · ')}
            </Text>
          ) : null}
          {stay.pending ? (
            <Badge
              variant="outline"
              size="sm"
              color="orange.9"
              style={{ alignSelf: 'flex-start' }}
              leftSection={<IconCloudUpload size={12} aria-hidden="true" />}
            >
              Waiting to send
            </Badge>
          ) : null}
        </Stack>
        {step === 'checkIn' ? (
          <Button
            mih={44}
            loading={busy === 'checkIn'}
            disabled={busy !== null}
            aria-label={`Check in ${stay.guestName}`}
            onClick={() => void run('checkIn', () => actions.checkIn(stay))}
          >
            Check in
          </Button>
        ) : null}
        {step === 'checkOut' ? (
          <Button
            mih={44}
            variant="light"
            loading={busy === 'checkOut'}
            disabled={busy !== null}
            aria-label={`Check out ${stay.guestName}`}
            onClick={() => (due !== null && due > 0 && currency ? setAskOut(true) : checkOut())}
          >
            Check out
          </Button>
        ) : null}
        {askOut && due !== null && currency ? (
          <Alert color="orange" variant="light" role="alertdialog" aria-label="Balance due">
            <Text size="sm" mb="xs">
              {formatMoneyUnbroken(due, currency)} still due — check out anyway?
            </Text>
            <Group gap="sm">
              <Button
                size="sm"
                mih={44}
                onClick={() => {
                  setAskOut(false);
                  checkOut();
                }}
              >
                Check out anyway
              </Button>
              <Button size="sm" mih={44} variant="default" onClick={() => setAskOut(false)}>
                Not yet
              </Button>
            </Group>
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
