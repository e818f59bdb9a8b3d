import { memo, useMemo, useState, type CSSProperties, type MouseEvent } from 'react';
import { holdsRooms, stayRangeText, stayStatusLabels } from '../../data/room-words';
import type { ShownStay } from '../../lib/offline/commands';
import { roomTypeLabels, type OutOfOrderPeriod, type Room } from '../../lib/supabase/rooms';
import classes from './calendar.module.css';

/** The words on a stay waiting in the outbox (issue 31, verbatim). */
export const WAITING_WORDS = 'Waiting to send — not confirmed yet';

/** The words on the days the phone's copy does not keep (issue 31: never drawn as a free room). */
export const NOT_KEPT_WORDS = 'Not on this phone';

const dayLong = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayShort = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** Runs of consecutive columns (`[start, end)`) whose day is outside `kept` (`[from, to)`). */
function unknownRuns(days: readonly string[], kept: { from: string; to: string }): [number, number][] {
  const runs: [number, number][] = [];
  days.forEach((day, index) => {
    if (day >= kept.from && day < kept.to) return;
    const last = runs[runs.length - 1];
    if (last && last[1] === index) last[1] = index + 1;
    else runs.push([index, index + 1]);
  });
  return runs;
}

/** One bar: a stay's nights in one room, clipped to the days shown (`start`/`span` are columns). */
export interface Bar {
  key: string;
  stay: ShownStay;
  start: number;
  span: number;
}

/** The column (0-based day index) of `day` within `days`, clamped to the days shown. */
const columnOf = (days: readonly string[], day: string) => {
  if (day <= days[0]!) return 0;
  const index = days.indexOf(day);
  return index === -1 ? days.length : index;
};

/**
 * The bars of `room` among `stays` for `days` (released rows and cancelled / no-show stays leave none),
 * in the order of `stays`; each bar's `start` and `span` are day columns (0-based) within `days`.
 */
export function barsOf(room: Room, stays: readonly ShownStay[], days: readonly string[]): Bar[] {
  const last = days[days.length - 1]!;
  const bars: Bar[] = [];
  for (const stay of stays) {
    if (!holdsRooms(stay.status)) continue;
    for (const part of stay.rooms) {
      if (part.roomId !== room.id || part.released) continue;
      if (part.departure <= days[0]! || part.arrival > last) continue;
      const start = columnOf(days, part.arrival);
      const end = part.departure > last ? days.length : columnOf(days, part.departure);
      if (end > start) bars.push({ key: `${stay.id}:${part.id}`, stay, start, span: end - start });
    }
  }
  return bars;
}

/** The bar of `bars` over day column `column`, if any. */
export const barAt = (bars: readonly Bar[], column: number): Bar | undefined =>
  bars.find((bar) => column >= bar.start && column < bar.start + bar.span);

/** Whether `day` is one the phone's copy keeps (`kept` undefined: online, every day is). */
export const isKept = (day: string, kept: { from: string; to: string } | undefined): boolean =>
  !kept || (day >= kept.from && day < kept.to);

/**
 * The column variables of the grid for `count` days: a fixed room column and equal day columns (at
 * least 52 px, more when the screen is wider), so a bar's text never widens its row's columns out of
 * line with the header and the other rows; `today`, the column (0-based) of today, tinted by a row's
 * days (-1, the default: not shown).
 */
// CSS custom properties are not in React's CSSProperties type.
export const gridStyle = (count: number, today = -1): CSSProperties =>
  ({
    '--days': count,
    '--today': today,
    '--room-w': '112px',
    '--room-col': 'var(--room-w)',
    '--day-min': '52px',
    '--day-col': 'minmax(0, 1fr)',
  }) as CSSProperties;

/**
 * The header row (the grid's first row): "Room", then each day's weekday and date as a column header
 * named by its long day ("Saturday 12 December"); today marked (`aria-current="date"`, filled).
 */
export const CalendarHead = memo(function CalendarHead({
  days,
  today,
}: {
  days: readonly string[];
  today: string;
}) {
  return (
    <div className={classes.row} style={gridStyle(days.length)} role="row" aria-rowindex={1}>
      <div className={classes.room} role="columnheader" aria-colindex={1}>
        Room
      </div>
      {days.map((day, index) => (
        <div
          // By column, not by day: moving the calendar updates the same elements (see RoomRow).
          key={index}
          className={classes.head}
          style={{ gridColumn: index + 2 }}
          role="columnheader"
          aria-colindex={index + 2}
          aria-label={longName(day)}
          aria-current={day === today ? 'date' : undefined}
        >
          <span aria-hidden="true">{weekdayShort.format(utc(day))}</span>
          <strong aria-hidden="true">{Number(day.slice(8, 10))}</strong>
        </div>
      ))}
    </div>
  );
});

/** What one row draws: its room's stays and out-of-order periods over `days` (kept together). */
interface RowSlice {
  days: readonly string[];
  today: string;
  stays: readonly ShownStay[];
  periods: readonly OutOfOrderPeriod[];
  kept: { from: string; to: string } | undefined;
}

/** "Tuesday 8 December" per day, once per day for every row. */
// Module state: a cache of formatted day names (pure: the same day always gives the same words).
const longNames = new Map<string, string>();
const longName = (day: string) => {
  let name = longNames.get(day);
  if (name === undefined) {
    name = dayLong.format(utc(day));
    if (longNames.size > 2000) longNames.clear();
    longNames.set(day, name);
  }
  return name;
};

/** "Sat 12 Dec", as the focused cell names its day (issue 31's roving grid). */
const shortName = (day: string) => `${weekdayShort.format(utc(day))} ${dayShort.format(utc(day))}`;

/**
 * One room's row (issue 31, a `row` of the calendar's `grid`): the room's name (sticky, the row
 * header), its days drawn as one background (a line between days, today's column tinted) with no
 * element per night, each stay a bar with the guest's name and status in words (a stay waiting to
 * send says "Waiting to send — not confirmed yet"), out-of-order nights hatched with the reason.
 *
 * A tap on the row's days is read by one handler: on a bar → `onStay`; on an empty night (or an
 * out-of-order one, as before: New stay then says it is not free) → `onCell(room, that day)`, the
 * day found from where the tap fell; on a day the phone does not keep → nothing. Keyboard and screen
 * readers reach each day through the grid's roving cell (`cursor`: the column of the calendar's one
 * focusable cell when it is in this row): on a bar the bar itself is focusable, elsewhere one cell is
 * drawn there, named "Tent 3, Sat 12 Dec, free" (issue 31 bench:web: 620 buttons, one per night of 20
 * rooms × 31 days, made every move's commit and its style and layout cost hundreds of ms at 4× CPU).
 *
 * Memoised, and its days are a track of their own (`content-visibility: auto`, so rows scrolled out
 * of view cost no layout). `caughtUp` (default true) lets the calendar fill its rows a few per frame:
 * a row not yet caught up keeps what it drew — with the same days it stays usable; for other days it
 * is hidden, inert and `aria-busy`, so nothing of another month is ever tapped under this month's
 * header — and one never drawn shows only its room.
 */
export const RoomRow = memo(function RoomRow({
  room,
  days,
  head = days,
  today,
  stays,
  periods,
  selectedDay,
  kept,
  caughtUp = true,
  cursor = null,
  rowIndex,
  onCell,
  onStay,
}: {
  room: Room;
  /** The days this row draws once caught up (those loaded). */
  days: readonly string[];
  /**
   * The header's days (default `days`): a row holding other days than these — drawn for the days
   * before, or the header already showing days asked for and not loaded yet — is hidden and inert.
   */
  head?: readonly string[];
  today: string;
  /** The stays holding this room on some day shown. */
  stays: readonly ShownStay[];
  periods: readonly OutOfOrderPeriod[];
  /** The day of this row's selected cell, if the selection is in this row. */
  selectedDay: string | null;
  /**
   * From the phone's copy: the nights it keeps, `[from, to)`. The days outside are drawn greyed and
   * hatched, "Not on this phone", and a tap there does nothing: nothing there may read as a free room.
   */
  kept?: { from: string; to: string } | undefined;
  /** False while the calendar has not reached this row yet: it keeps what it drew (see above). */
  caughtUp?: boolean;
  /** The day column (0-based) of the grid's one focusable cell, when it is in this row; else null. */
  cursor?: number | null;
  /** The row's place in the grid (`aria-rowindex`, the header being 1). */
  rowIndex?: number;
  onCell: (roomId: string, day: string) => void;
  onStay: (stayId: string) => void;
}) {
  const target = useMemo<RowSlice>(
    () => ({ days, today, stays, periods, kept }),
    [days, today, stays, periods, kept],
  );
  // What the row draws: the target once caught up; until then what it drew before (React's "adjust
  // state when a prop changes": no effect, no extra frame).
  const [drawn, setDrawn] = useState<RowSlice | null>(caughtUp ? target : null);
  if (caughtUp && drawn !== target) setDrawn(target);
  const shown = caughtUp ? target : drawn;
  const otherDays = shown !== null && (shown.days[0] !== head[0] || shown.days.length !== head.length);
  const behind = shown === null || otherDays;
  const todayColumn = shown ? shown.days.indexOf(shown.today) : -1;
  return (
    <div
      className={classes.row}
      // Today's column tinted by the track's background (the track inherits `--today`).
      style={gridStyle(days.length, todayColumn)}
      role="row"
      aria-rowindex={rowIndex}
      aria-label={room.name}
      aria-busy={behind || undefined}
    >
      <div className={classes.room} role="rowheader" aria-colindex={1}>
        {room.name}
        <span className={classes.roomType}>{roomTypeLabels[room.roomType]}</span>
      </div>
      {/* Hidden and inert while it holds other days than the header's; its bars are not redrawn for that. */}
      <div
        className={`${classes.track} ${behind ? classes.behind : ''}`}
        data-first-day={shown?.days[0]}
        inert={behind}
        onClick={shown === null ? undefined : (event) => tap(event, room, shown, onCell, onStay)}
      >
        {shown === null ? null : (
          <RowCells
            room={room}
            slice={shown}
            selectedDay={otherDays ? null : selectedDay}
            cursor={otherDays ? null : cursor}
          />
        )}
      </div>
    </div>
  );
});

/**
 * A tap (click) on a row's days: on a bar → the stay; on a day the phone does not keep → nothing;
 * elsewhere → New stay for the day under the tap (its column from where the tap fell in the track).
 */
function tap(
  event: MouseEvent<HTMLDivElement>,
  room: Room,
  slice: RowSlice,
  onCell: (roomId: string, day: string) => void,
  onStay: (stayId: string) => void,
) {
  const target = event.target instanceof Element ? event.target : null;
  const bar = target?.closest<HTMLElement>('[data-stay]');
  if (bar) return onStay(bar.dataset.stay!);
  if (target?.closest('[data-not-kept]')) return;
  const box = event.currentTarget.getBoundingClientRect();
  const { days, kept } = slice;
  if (box.width <= 0) return;
  const column = Math.floor(((event.clientX - box.left) / box.width) * days.length);
  const day = days[Math.min(days.length - 1, Math.max(0, column))]!;
  if (isKept(day, kept)) onCell(room.id, day);
}

/**
 * A row's days in its track: the selected cell's mark, "Not on this phone" runs, out-of-order periods,
 * bars, and the grid's focusable cell when it is in this row (columns from 1).
 */
const RowCells = memo(function RowCells({
  room,
  slice,
  selectedDay,
  cursor,
}: {
  room: Room;
  slice: RowSlice;
  selectedDay: string | null;
  cursor: number | null;
}) {
  const { days, stays, periods, kept } = slice;
  const bars = useMemo(() => barsOf(room, stays, days), [room, stays, days]);
  const last = days[days.length - 1]!;
  const unknown = kept ? unknownRuns(days, kept) : [];
  const shownPeriods = periods.filter((period) => period.endsOn > days[0]! && period.startsOn <= last);
  const selected = selectedDay === null ? -1 : days.indexOf(selectedDay);
  const cursorBar = cursor === null ? undefined : barAt(bars, cursor);
  const cursorDay = cursor === null ? undefined : days[cursor];
  return (
    <>
      {selected === -1 ? null : (
        <div
          key="selected"
          className={classes.selected}
          style={{ gridColumn: selected + 1 }}
          aria-hidden="true"
        />
      )}
      {unknown.map(([start, end]) => (
        <div
          key={`unknown:${start}`}
          role="note"
          data-not-kept=""
          className={classes.notKept}
          style={{ gridColumn: `${start + 1} / span ${end - start}` }}
          aria-label={`${NOT_KEPT_WORDS}: ${room.name}, ${dayShort.format(utc(days[start]!))}${end - start > 1 ? ` to ${dayShort.format(utc(days[end - 1]!))}` : ''}`}
          title={`${NOT_KEPT_WORDS}: these days show when the signal returns`}
        >
          <span aria-hidden="true">{NOT_KEPT_WORDS}</span>
        </div>
      ))}
      {shownPeriods.map((period) => {
        const start = columnOf(days, period.startsOn);
        const end = period.endsOn > last ? days.length : columnOf(days, period.endsOn);
        return (
          <div
            key={period.id}
            className={classes.outOfOrder}
            style={{ gridColumn: `${start + 1} / span ${Math.max(1, end - start)}` }}
            title={`Out of order: ${period.reason}`}
          >
            <span>Out of order: {period.reason}</span>
          </div>
        );
      })}
      {bars.map((bar, index) => {
        const { key, stay, start, span } = bar;
        const status = stayStatusLabels[stay.status];
        const words = stay.pending ? WAITING_WORDS : status;
        const active = bar === cursorBar;
        return (
          <div
            // By place in the row, so a move (or a new month's data) updates the row's bar elements
            // instead of removing ~300 and making ~300 again (issue 31 bench:web, Next/Previous); the
            // grid's focusable bar by its stay, so focus and what a screen reader was told stay with the
            // stay when the stays around it change.
            key={active ? `stay:${key}` : `at:${index}`}
            role="gridcell"
            aria-colindex={start + 2}
            aria-colspan={span}
            tabIndex={active ? 0 : -1}
            data-active={active || undefined}
            data-stay={stay.id}
            className={`${classes.bar} ${stay.pending ? classes.pending : (classes[stay.status] ?? '')}`}
            style={{ gridColumn: `${start + 1} / span ${span}` }}
            aria-label={`${stay.guestName}, ${words}, ${stayRangeText(stay.arrival, stay.departure)}, ${room.name}`}
            title={`${stay.guestName} · ${words}`}
          >
            <strong>{stay.guestName}</strong>
            <span>{words}</span>
          </div>
        );
      })}
      {cursor === null || cursorBar || cursorDay === undefined ? null : (
        <div
          // Kept by key: it moves (a new column) without being re-created, and keeps focus.
          key="cursor"
          role="gridcell"
          aria-colindex={cursor + 2}
          tabIndex={0}
          data-active
          aria-disabled={isKept(cursorDay, kept) ? undefined : true}
          aria-label={`${room.name}, ${shortName(cursorDay)}, ${dayState(cursorDay, kept, shownPeriods)}`}
          className={classes.cursor}
          style={{ gridColumn: cursor + 1 }}
        />
      )}
    </>
  );
});

/** What a day without a stay is, in words: "free", "out of order: reason", or not on this phone. */
function dayState(
  day: string,
  kept: { from: string; to: string } | undefined,
  periods: readonly OutOfOrderPeriod[],
): string {
  if (!isKept(day, kept)) return NOT_KEPT_WORDS.toLowerCase();
  const period = periods.find((each) => each.startsOn <= day && each.endsOn > day);
  return period ? `out of order: ${period.reason}` : 'free';
}
