import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { calendarMachine } from '../../../machines/calendar.machine';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { can } from '../../data/lodge-roles';
import { holdsRooms } from '../../data/room-words';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import { addDays, longDay } from '../../lib/calendar-day';
import type { ShownStay } from '../../lib/offline/commands';
import { wordsAfterSave } from '../../lib/offline/lazy-queued-writes';
import type { OutOfOrderPeriod, Room } from '../../lib/supabase/rooms';
import type { BookingMoneyPort } from '../../ui/bookings/booking-money-section';
import type { OutboxPerson } from '../../lib/offline/queued-writes';
import { DayNavigator } from '../../ui/bookings/day-navigator';
import { CopyMark } from '../../ui/copy-mark';
import { LoadingLine } from '../../ui/loading-line';
import { lazyPiece } from '../../ui/lazy-piece';
import { showNotification } from '../../ui/notify';
import { Page } from '../../ui/page';
import { useSyncedState } from '../../ui/use-synced-state';
import { barAt, barsOf, CalendarHead, isKept, RoomRow } from './calendar-grid';
import classes from './calendar.module.css';
import { freeOnCopy } from './free-on-copy';
import { CALENDAR_DAYS, calendarFirstDay, type CalendarData } from './stays.data';
import { staysWrites, type StaysWrites } from './stays.writes';

// New stay and the stay's detail load when first opened (route budgets, issue 11).
const NewStayDialog = lazyPiece(() => import('./new-stay-dialog').then((module) => module.NewStayDialog), {
  asked: { open: (props) => props.target !== null, close: (props) => props.onClose() },
});
const StayDetailDialog = lazyPiece(
  () => import('./stay-detail-dialog').then((module) => module.StayDetailDialog),
  { asked: { open: (props) => props.stay !== null, close: (props) => props.onClose() } },
);

/** Days a phone shows; a laptop shows the whole month loaded (issue 31: 14 on a phone, 31 on a laptop). */
const PHONE_DAYS = 14;
const LAPTOP_DAYS = 31;
/** A swipe this far (px) past the grid's edge moves the calendar. */
const SWIPE_PX = 60;
/**
 * Script time (ms) the calendar gives drawing rows in one frame after a move (issue 31 bench:web:
 * drawn all at once, 20 rooms × 31 days took one frame of 0.7–1.9 s at 4× CPU). The rows per frame
 * follow from what the last frame's rows took, so a fast phone draws them all in a frame or two and
 * a slow one a row or two a frame; the frame's style and layout come on top (rows out of view skip
 * theirs: `content-visibility`).
 */
const ROWS_FRAME_MS = 10;
/** Rows drawn in the first frame after a move, before the calendar knows what a row costs here. */
const FIRST_ROWS = 2;

/**
 * How many rows (from the top) are drawn for what the calendar shows now (issue 31 bench:web): none
 * when it changes — the header, the navigator and the title answer in that frame — then, each
 * animation frame, as many more as fit in {@link ROWS_FRAME_MS}, until all `rows` are. Each step is
 * drawn inside its frame (`flushSync` in `requestAnimationFrame`), so it is laid out in that same
 * frame and timed. `source` is anything whose change means the rows have something new to draw.
 */
function useRowsPerFrame(source: unknown, rows: number): number {
  const [progress, setProgress] = useState({ source, ready: 0 });
  if (progress.source !== source) setProgress({ source, ready: 0 });
  const ready = progress.source === source ? progress.ready : 0;
  // Rows per frame, learnt from this drawing's frames before (read and written only in the frame
  // callback): each drawing starts again from FIRST_ROWS and at most doubles a frame — learnt across
  // drawings, one cheap last row (no change) had the next move's first frame draw all 20 (266 ms).
  const pace = useRef({ source, rows: FIRST_ROWS });
  useEffect(() => {
    if (ready >= rows) return;
    let frame = 0;
    const draw = () => {
      if (pace.current.source !== source) pace.current = { source, rows: FIRST_ROWS };
      const step = pace.current.rows;
      const started = performance.now();
      flushSync(() =>
        setProgress((current) =>
          current.source === source ? { source, ready: current.ready + step } : current,
        ),
      );
      const perRow = Math.max(0.1, (performance.now() - started) / step);
      pace.current.rows = Math.max(1, Math.min(rows, step * 2, Math.floor(ROWS_FRAME_MS / perRow)));
    };
    // The first rows a frame later than the header: the frame the new days arrive in draws only those.
    frame = requestAnimationFrame(() => {
      if (ready === 0) frame = requestAnimationFrame(draw);
      else draw();
    });
    return () => cancelAnimationFrame(frame);
  }, [source, ready, rows]);
  return ready;
}

/**
 * The rooms calendar (/bookings/calendar, issue 31): rooms as rows × days as columns (14 on a phone, 31
 * on a laptop), the room column sticky, today marked, each stay a bar with the guest's name and status
 * in words ("Waiting to send — not confirmed yet" while it waits in the outbox), out-of-order nights
 * hatched. Previous/Next, the date picker and a swipe past the grid's edge move it (`onPickDay`); a
 * tap on an empty cell opens **New stay** with that room and arrival, a tap on a bar opens the stay
 * (the calendar machine holds the selection). Rows are plain elements in a CSS grid, memoised, and
 * after a move (or a new month's data) they are drawn a few per frame, the header and navigator first
 * (issue 31 bench:web: worst frame of Next/Previous at 4× CPU). A move shows the days asked for in the
 * header, the title and the date field in the tap's own frame, then loads them itself (`onLoadDays`,
 * the router's preload cache) and draws their rows, and only once every row is drawn and the page is
 * idle puts them in the address (`onShowDays`: `?from=`, what a reload or Back shows) — the router's
 * navigation is no longer in the move's frames (issue 31 bench:web). Without those two, it asks the
 * route for them after the tap's frame (`onPickDay`). The rows keep the days before, inert, until the
 * new ones arrive. The days before and after are loaded ahead on idle (`onPreloadDay`).
 * Memoised: the route's render for the address after a move (the same data) does not draw it again.
 */
export const CalendarScreen = memo(function CalendarScreen({
  data: given,
  lodge,
  onPickDay,
  onPreloadDay,
  onLoadDays,
  onShowDays,
  loadingDays = false,
  writes = staysWrites,
  money,
}: {
  data: CalendarData;
  lodge: LodgeMembership;
  /** Moves the calendar to the days from `from` (null: the default, from yesterday): the route's `?from=`. */
  onPickDay?: (from: string | null) => void;
  /**
   * Loads the days from `from` (null as in `onPickDay`) ahead, unseen: the calendar asks it for the
   * days before and after the ones shown when the browser is idle, so Previous/Next find them loaded.
   */
  onPreloadDay?: (from: string | null) => unknown;
  /**
   * Loads the days from `from` (null as in `onPickDay`) for a move, resolving with them (undefined when
   * they could not be loaded). Given with `onShowDays`, a move loads its days itself and shows them, and
   * only then puts them in the address (`onShowDays`, when the browser is idle): the router's same-page
   * navigation (its load, the route's render) is no longer in the move's frames (issue 31 bench:web).
   * Without them, a move asks the route for its days (`onPickDay`) as before.
   */
  onLoadDays?: (from: string | null) => Promise<CalendarData | undefined>;
  /**
   * Puts the days shown after a move in the address (the route's `?from=`, a new history entry: Back
   * returns to the days before, a reload keeps these); the route then hands back the same data.
   */
  onShowDays?: (from: string | null) => void;
  loadingDays?: boolean;
  writes?: StaysWrites;
  /** The booking money section's seam (items, payments; issue 20), from the route. */
  money?: ((lodgeId: string, person: OutboxPerson | null) => BookingMoneyPort) | undefined;
}) {
  const router = useRouter();
  const person = useOutboxPerson();
  const laptop = useMediaQuery('(min-width: 62em)', false);
  const count = laptop ? LAPTOP_DAYS : PHONE_DAYS;
  // The days shown: the route's, or those a move loaded (`onLoadDays`) until the route has them too.
  const [moved, setMoved] = useState<Moved | null>(null);
  let data = given;
  if (moved) {
    if (moved.over === given) data = moved.data;
    // The route's days read again (a write, the day pack's pull) before the address followed the move:
    // the move's days stay. Any other change (the moved days in the address, Back, a link): the route's.
    else if (given.from === moved.over.from && given.from !== moved.data.from) {
      data = moved.data;
      setMoved({ ...moved, over: given });
    } else setMoved(null);
  }
  // The note on the nights the phone keeps (offline copy). When the server answers the same days its
  // words go but its space stays, hidden, until the calendar moves: the rows never shift up under a
  // finger (issue 31).
  const noteWords = data.keptNights
    ? keptNightsWords(data.keptNights, data.from, addDays(data.from, count - 1))
    : null;
  const [noteShown, setNoteShown] = useState<{ words: string; from: string } | null>(null);
  if (noteWords && (noteShown?.words !== noteWords || noteShown.from !== data.from))
    setNoteShown({ words: noteWords, from: data.from });
  const noteSpace = !noteWords && noteShown?.from === data.from ? noteShown.words : null;
  const [shown, update] = useSyncedState(data);
  // Each load brings new room objects: the unchanged ones are kept, so rows and dialogs see no change.
  const rooms = useSameRooms(shown.rooms);
  const [snapshot, send] = useMachine(calendarMachine);
  const mayBook = can(lodge.role, 'manageBookings');
  const moneyPort = useMemo(
    () => (money && can(lodge.role, 'recordMoney') ? money(lodge.lodgeId, person) : undefined),
    [money, lodge.lodgeId, lodge.role, person],
  );
  // The days asked for (Previous, Next, the date field, a swipe) show in the header, the title and the
  // date field in the tap's own frame; the rows keep the days loaded until the new ones arrive, inert.
  const [asked, setAsked] = useState<{ first: string; over: CalendarData } | null>(null);
  // Once other data is shown (the days asked, or any other: Back may hand back the very data shown
  // before the move, from the router's cache) the ask is over — never shown again over that data.
  if (asked && asked.over !== data) setAsked(null);
  const first = asked && asked.over === data ? asked.first : data.from;
  const head = useMemo(
    () => Array.from({ length: count }, (_, index) => addDays(first, index)),
    [first, count],
  );
  const days = useMemo(
    () => Array.from({ length: count }, (_, index) => addDays(data.from, index)),
    [data.from, count],
  );
  const last = days[days.length - 1]!;
  // The latest move (a later one drops what an earlier one loaded); -1 once the calendar is gone.
  const latestMove = useRef(0);
  useEffect(() => {
    latestMove.current = 0;
    return () => {
      latestMove.current = -1;
    };
  }, []);
  const pick = useMemo(
    () =>
      onPickDay &&
      ((from: string | null) => {
        const move = ++latestMove.current;
        setAsked({ first: calendarFirstDay(data.today, from ?? undefined), over: data });
        // Asked once the header has been drawn: the load (or the router's work) then falls in a task
        // of its own, not in the tap's frame.
        afterPaint(() => {
          if (move !== latestMove.current) return;
          if (!onLoadDays || !onShowDays) return onPickDay(from);
          void onLoadDays(from).then((loaded) => {
            if (move !== latestMove.current) return;
            if (loaded) setMoved({ data: loaded, from, over: given });
            else onPickDay(from);
          });
        });
      }),
    [onPickDay, onLoadDays, onShowDays, data, given],
  );
  // The days before and after, loaded ahead when the browser is idle (as DayNavigator names them).
  useEffect(() => {
    if (!onPreloadDay) return;
    const around = [addDays(data.from, count), addDays(data.from, -count)].map((day) =>
      day === data.today ? null : day,
    );
    return whenIdle(() => around.forEach((from) => onPreloadDay(from)));
  }, [onPreloadDay, data.from, data.today, count]);
  const staysByRoom = useMemo(() => {
    const byRoom = new Map<string, ShownStay[]>();
    for (const stay of shown.stays) {
      if (!holdsRooms(stay.status) || stay.departure <= data.from || stay.arrival > last) continue;
      for (const part of stay.rooms) {
        if (part.released) continue;
        const list = byRoom.get(part.roomId) ?? [];
        if (!list.includes(stay)) list.push(stay);
        byRoom.set(part.roomId, list);
      }
    }
    return byRoom;
  }, [shown.stays, data.from, last]);
  // One list per room, kept while the periods are: a row redraws only when its own props change.
  const periodsByRoom = useMemo(() => {
    const byRoom = new Map<string, OutOfOrderPeriod[]>();
    for (const period of shown.outOfOrder) {
      const list = byRoom.get(period.roomId) ?? [];
      list.push(period);
      byRoom.set(period.roomId, list);
    }
    return byRoom;
  }, [shown.outOfOrder]);
  // What the rows draw; a new one is drawn a few rows a frame, the header first.
  const drawing = useMemo<Drawing>(
    () => ({ days, staysByRoom, periodsByRoom, kept: data.keptNights, today: shown.today }),
    [days, staysByRoom, periodsByRoom, data.keptNights, shown.today],
  );
  // The address follows a move once all its rows are drawn and the browser is idle (only the latest
  // move's; none if the route moved meanwhile — Back, a link): the router's navigation (150–250 ms of
  // script at 4× CPU) then falls after the move, not amid its rows (issue 31 bench:web).
  const [drawn, setDrawn] = useState<Drawing | null>(null);
  const movedData = moved?.data;
  const movedFrom = moved?.from ?? null;
  const movedDrawn =
    movedData !== undefined &&
    (rooms.length === 0 || (drawn === drawing && drawing.days[0] === movedData.from));
  useEffect(() => {
    if (!movedData || !movedDrawn || !onShowDays) return;
    return whenIdle(() => onShowDays(movedFrom));
  }, [movedData, movedDrawn, movedFrom, onShowDays]);
  const onCell = useCallback(
    (roomId: string, day: string) => (mayBook ? send({ type: 'cell.tap', roomId, day }) : undefined),
    [send, mayBook],
  );
  const freeRooms = useCallback(
    (arrival: string, departure: string) => writes.freeRooms(lodge.lodgeId, arrival, departure),
    [writes, lodge.lodgeId],
  );
  // With no signal, New stay offers the rooms free on the phone's copy of the loaded month.
  const onCopy = useCallback(
    (arrival: string, departure: string) =>
      freeOnCopy(
        rooms,
        {
          // The phone's copy knows the nights loaded, and of the day pack only those it keeps.
          from: data.keptNights && data.keptNights.from > data.from ? data.keptNights.from : data.from,
          to:
            data.keptNights && data.keptNights.to < addDays(data.from, CALENDAR_DAYS)
              ? data.keptNights.to
              : addDays(data.from, CALENDAR_DAYS),
          stays: shown.stays,
          outOfOrder: shown.outOfOrder,
        },
        arrival,
        departure,
      ),
    [rooms, shown.stays, shown.outOfOrder, data.from, data.keptNights],
  );
  const onStay = useCallback((stayId: string) => send({ type: 'stay.tap', stayId }), [send]);
  const keep = (saved: ShownStay) =>
    update((current) => ({
      ...current,
      stays: current.stays.some((stay) => stay.id === saved.id)
        ? current.stays.map((stay) => (stay.id === saved.id ? saved : stay))
        : [...current.stays, saved],
    }));

  // A swipe past the grid's edge moves the calendar (inside, the grid scrolls as usual).
  const touch = useRef<{ x: number; left: number } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const step = (direction: 1 | -1) => {
    const day = addDays(first, direction * count);
    pick?.(day === shown.today ? null : day);
  };

  const { context } = snapshot;
  const openStay = context.stayId ? (shown.stays.find((stay) => stay.id === context.stayId) ?? null) : null;
  // The plain New stay button taps with no room (`roomId: ''`): the dialog still opens, no room ticked.
  const creating = snapshot.matches('creating') && context.day !== null && context.day !== '';

  return (
    <Page
      title="Calendar"
      description={
        <>
          Rooms from {longDay(head[0]!)} to {longDay(head[head.length - 1]!)}
          <CopyMark copiedAt={data.copiedAt} />
        </>
      }
    >
      {pick ? <DayNavigator from={first} today={shown.today} step={count} onPick={pick} /> : null}
      {loadingDays || (onLoadDays && first !== data.from) ? (
        <LoadingLine label="Loading the other days…" />
      ) : null}
      {noteWords ? (
        <Text size="sm" fw={600} role="note">
          {noteWords}
        </Text>
      ) : noteSpace ? (
        // The note's words gone (the server answered), their space kept: the rows do not move up.
        <Text size="sm" fw={600} aria-hidden="true" style={{ visibility: 'hidden' }}>
          {noteSpace}
        </Text>
      ) : null}
      {rooms.length === 0 ? (
        <Text>No rooms yet. Owners and managers add them in Organization → Rooms.</Text>
      ) : (
        <div className={classes.frame}>
          <div
            ref={scroller}
            className={classes.scroller}
            role="grid"
            aria-label="Rooms by day"
            aria-rowcount={rooms.length + 1}
            aria-colcount={head.length + 1}
            onTouchStart={(event) => {
              const first = event.touches[0];
              if (first) touch.current = { x: first.clientX, left: event.currentTarget.scrollLeft };
            }}
            onTouchEnd={(event) => {
              const start = touch.current;
              const end = event.changedTouches[0];
              touch.current = null;
              const element = scroller.current;
              if (!start || !end || !element) return;
              const dx = end.clientX - start.x;
              const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
              if (dx < -SWIPE_PX && atEnd && start.left + element.clientWidth >= element.scrollWidth - 2)
                step(1);
              if (dx > SWIPE_PX && element.scrollLeft <= 0 && start.left <= 0) step(-1);
            }}
          >
            <CalendarHead days={head} today={shown.today} />
            <CalendarRows
              rooms={rooms}
              drawing={drawing}
              head={head}
              selectedRoomId={snapshot.matches('stayOpen') ? null : context.roomId}
              selectedDay={context.day}
              onCell={onCell}
              onStay={onStay}
              onDrawn={setDrawn}
            />
          </div>
        </div>
      )}
      {mayBook && rooms.length > 0 ? (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() =>
              send({ type: 'cell.tap', roomId: '', day: shown.today < data.from ? data.from : shown.today })
            }
          >
            New stay
          </Button>
        </Group>
      ) : null}
      <KeptWhileClosed open={creating}>
        <NewStayDialog
          target={creating ? { arrival: context.day!, roomId: context.roomId || null } : null}
          rooms={rooms}
          channels={shown.channels}
          currency={shown.currency}
          lodgeId={lodge.lodgeId}
          freeRooms={freeRooms}
          freeOnCopy={onCopy}
          onClose={() => send({ type: 'dialog.close' })}
          onBook={async (input) => {
            const roomNames = input.rooms.map(
              (chosen) => rooms.find((room) => room.id === chosen.roomId)?.name ?? '',
            );
            const payload = { lodgeId: lodge.lodgeId, input, roomNames };
            const saved = await writes.bookStay(payload, person);
            keep(saved);
            send({ type: 'stay.booked', stayId: saved.id });
            // The words of every queued write, from the commands table (saved-words.ts): "Stay booked",
            // or kept on this phone "Stay saved on this phone — waiting to send".
            const title = await wordsAfterSave('stay.book', payload, saved);
            if (title) showNotification({ tone: 'success', title });
            void router.invalidate();
          }}
        />
      </KeptWhileClosed>
      <KeptWhileClosed open={openStay !== null}>
        <StayDetailDialog
          stay={openStay}
          rooms={rooms}
          currency={shown.currency}
          today={shown.today}
          writes={writes}
          person={person}
          money={moneyPort}
          mayManage={mayBook}
          people={shown.people}
          onClose={() => send({ type: 'dialog.close' })}
          onSaved={(saved) => {
            keep(saved);
            void router.invalidate();
          }}
        />
      </KeptWhileClosed>
    </Page>
  );
});

/**
 * A closed dialog, not drawn again while it stays closed (issue 31 bench:web: the two closed dialogs'
 * Mantine modals took ~60 ms of Next's frame at 4× CPU, redrawn for every new month). Drawn as usual
 * while open and on closing (its closing transition), and with its latest props when it opens.
 */
const KeptWhileClosed = memo(
  function KeptWhileClosed({ children }: { open: boolean; children: ReactNode }) {
    return children;
  },
  (before, after) => !before.open && !after.open,
);

/** Whether two rooms are the same in every field (a room row is flat: strings, numbers, null). */
const sameRoom = (a: Room, b: Room): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * `rooms`, with each room equal to one of the list before kept as that object (and the list before
 * itself when nothing changed): a new month's load brings new objects for the same rooms, and every
 * row and dialog given one was drawn again for nothing (issue 31 bench:web).
 */
function useSameRooms(rooms: Room[]): Room[] {
  const [kept, setKept] = useState({ from: rooms, to: rooms });
  if (kept.from === rooms) return kept.to;
  const before = new Map(kept.to.map((room) => [room.id, room]));
  const next = rooms.map((room) => {
    const old = before.get(room.id);
    return old && sameRoom(old, room) ? old : room;
  });
  const to =
    next.length === kept.to.length && next.every((room, index) => room === kept.to[index]) ? kept.to : next;
  setKept({ from: rooms, to });
  return to;
}

/**
 * Days a move loaded itself (`onLoadDays`): `data`, asked as `from` (null: the default days), shown
 * while the route still holds `over` (its data when they came).
 */
interface Moved {
  data: CalendarData;
  from: string | null;
  over: CalendarData;
}

/** What the rows draw: the days loaded, each room's stays and periods over them, the copy's kept nights. */
interface Drawing {
  days: readonly string[];
  staysByRoom: ReadonlyMap<string, readonly ShownStay[]>;
  periodsByRoom: ReadonlyMap<string, readonly OutOfOrderPeriod[]>;
  kept: { from: string; to: string } | undefined;
  today: string;
}

const noStays: readonly ShownStay[] = [];
const noPeriods: readonly OutOfOrderPeriod[] = [];

/** Calls `run` in a task after the next frame is drawn. */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * Calls `run` when the browser is idle (a short timeout where there is no `requestIdleCallback`).
 * @returns the function that cancels it.
 */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/** The grid's one focusable cell: a room and a day column (0-based). */
interface Cursor {
  roomId: string;
  column: number;
}

/**
 * The calendar's rows (issue 31 bench:web): drawn a few per frame after `drawing` changes, apart from
 * the screen, so each frame re-renders only these rows (not the navigator, the title or the dialogs).
 * While the header shows other days than `drawing`'s (asked for, not loaded yet) no row is caught up:
 * each keeps what it drew, inert and `aria-busy`, so nothing of the days before is tapped under the
 * header of the days asked.
 *
 * Keyboard (issue 31, the grid's roving focus): the grid is one Tab stop, its focusable cell at the
 * room and day last moved to or tapped (at first the first room, today's column when shown); the
 * arrow keys move it a day or a room (over a stay's bar in one step), Home and End to the row's first
 * and last day, and Enter or Space open what a tap there opens — New stay with that room and arrival
 * on a free night, the stay on a bar.
 */
const CalendarRows = memo(function CalendarRows({
  rooms,
  drawing,
  head,
  selectedRoomId,
  selectedDay,
  onCell,
  onStay,
  onDrawn,
}: {
  rooms: readonly Room[];
  drawing: Drawing;
  /** The header's days. */
  head: readonly string[];
  selectedRoomId: string | null;
  selectedDay: string | null;
  onCell: (roomId: string, day: string) => void;
  onStay: (stayId: string) => void;
  /** Told `drawing` once every row shows it. */
  onDrawn?: (drawing: Drawing) => void;
}) {
  const waiting = head[0] !== drawing.days[0];
  const rowsReady = useRowsPerFrame(drawing, waiting ? 0 : rooms.length);
  const allDrawn = !waiting && rowsReady >= rooms.length;
  useEffect(() => {
    if (allDrawn) onDrawn?.(drawing);
  }, [allDrawn, drawing, onDrawn]);
  const { days } = drawing;
  const todayColumn = days.indexOf(drawing.today);
  const [cursorAsked, setCursor] = useState<Cursor | null>(null);
  // Where the focusable cell is: the one asked for while its room is shown, else the first room's today.
  const cursor: Cursor | null =
    cursorAsked && rooms.some((room) => room.id === cursorAsked.roomId)
      ? { roomId: cursorAsked.roomId, column: Math.min(cursorAsked.column, days.length - 1) }
      : rooms[0]
        ? { roomId: rooms[0].id, column: Math.max(0, todayColumn) }
        : null;
  // Focus follows the cell when a key moved it (never on a tap: New stay then takes the focus).
  const group = useRef<HTMLDivElement>(null);
  const keyMoved = useRef(false);
  useEffect(() => {
    if (!keyMoved.current) return;
    keyMoved.current = false;
    group.current?.querySelector<HTMLElement>('[data-active]')?.focus();
  });
  // A tap moves the focusable cell there too, so Tab comes back where the person was.
  const tapCell = useCallback(
    (roomId: string, day: string) => {
      const column = days.indexOf(day);
      if (column !== -1) setCursor({ roomId, column });
      onCell(roomId, day);
    },
    [days, onCell],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!cursor || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = rooms.findIndex((room) => room.id === cursor.roomId);
    const room = rooms[index];
    if (!room) return;
    const bars = barsOf(room, drawing.staysByRoom.get(room.id) ?? noStays, days);
    const bar = barAt(bars, cursor.column);
    const lastColumn = days.length - 1;
    let next: Cursor;
    switch (event.key) {
      case 'ArrowRight':
        next = {
          roomId: room.id,
          column: Math.min(lastColumn, bar ? bar.start + bar.span : cursor.column + 1),
        };
        break;
      case 'ArrowLeft':
        next = { roomId: room.id, column: Math.max(0, (bar ? bar.start : cursor.column) - 1) };
        break;
      case 'ArrowDown':
        next = { roomId: rooms[Math.min(rooms.length - 1, index + 1)]!.id, column: cursor.column };
        break;
      case 'ArrowUp':
        next = { roomId: rooms[Math.max(0, index - 1)]!.id, column: cursor.column };
        break;
      case 'Home':
        next = { roomId: room.id, column: 0 };
        break;
      case 'End':
        next = { roomId: room.id, column: lastColumn };
        break;
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const day = days[cursor.column];
        if (bar) onStay(bar.stay.id);
        else if (day !== undefined && isKept(day, drawing.kept)) onCell(room.id, day);
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    keyMoved.current = true;
    setCursor(next);
  };
  return (
    <div ref={group} role="rowgroup" onKeyDown={onKeyDown}>
      {rooms.map((room, index) => (
        <RoomRow
          key={room.id}
          room={room}
          days={drawing.days}
          head={head}
          today={drawing.today}
          stays={drawing.staysByRoom.get(room.id) ?? noStays}
          periods={drawing.periodsByRoom.get(room.id) ?? noPeriods}
          selectedDay={selectedRoomId === room.id ? selectedDay : null}
          kept={drawing.kept}
          caughtUp={!waiting && index < rowsReady}
          cursor={cursor?.roomId === room.id ? cursor.column : null}
          rowIndex={index + 2}
          onCell={tapCell}
          onStay={onStay}
        />
      ))}
    </div>
  );
});

/**
 * Offline, from the day pack (issue 31): which of the days shown (`first` … `last`) the phone keeps
 * (`kept`, `[from, to)`: yesterday to today + 14), so an empty cell outside them is never read as a
 * free room. Null when all are kept.
 */
function keptNightsWords(kept: { from: string; to: string }, first: string, last: string): string | null {
  const keptLast = addDays(kept.to, -1);
  if (first >= kept.from && last <= keptLast) return null;
  const none = last < kept.from || first > keptLast;
  return none
    ? 'This phone does not keep these days: they show when the signal returns.'
    : `This phone keeps the rooms' nights from ${longDay(kept.from)} to ${longDay(keptLast)}; the other days show when the signal returns.`;
}
