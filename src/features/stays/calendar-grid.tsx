import { memo, useMemo, useState, type CSSProperties } from 'react';
import { holdsRooms, stayRangeText, stayStatusLabels } from '../../data/room-words';
import type { ShownStay } from '../../lib/offline/commands';
import { roomTypeLabels, type OutOfOrderPeriod, type Room } from '../../lib/supabase/rooms';
import classes from './calendar.module.css';

/** The words on a stay waiting in the outbox (issue 31, verbatim). */
export const WAITING_WORDS = 'Waiting to send — not confirmed yet';

/** The words on the days the phone's copy does not keep (issue 31: never drawn as a free room). */
export const NOT_KEPT_WORDS = 'Not on this phone';

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayShort = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

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
interface Bar {
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

/** The bars of `room` among `stays` for `days` (released rows and cancelled / no-show stays leave none). */
function barsOf(room: Room, stays: readonly ShownStay[], days: readonly string[]): Bar[] {
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

/**
 * The column variables of the grid for `count` days: a fixed room column and equal day columns (at
 * least 52 px, more when the screen is wider), so a bar's text never widens its row's columns out of
 * line with the header and the other rows.
 */
// CSS custom properties are not in React's CSSProperties type.
export const gridStyle = (count: number): CSSProperties =>
  ({
    '--days': count,
    '--room-w': '112px',
    '--room-col': 'var(--room-w)',
    '--day-min': '52px',
    '--day-col': 'minmax(0, 1fr)',
  }) as CSSProperties;

/**
 * The header row: each day's weekday and date; today marked (`aria-current="date"`, filled).
 */
export const CalendarHead = memo(function CalendarHead({
  days,
  today,
}: {
  days: readonly string[];
  today: string;
}) {
  return (
    <div className={classes.row} style={gridStyle(days.length)} aria-hidden="true">
      <div className={classes.room}>Room</div>
      {days.map((day, index) => (
        <div
          // By column, not by day: moving the calendar updates the same elements (see RoomRow).
          key={index}
          className={classes.head}
          style={{ gridColumn: index + 2 }}
          aria-current={day === today ? 'date' : undefined}
        >
          <span>{weekday.format(utc(day))}</span>
          <strong>{Number(day.slice(8, 10))}</strong>
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

/** "Tuesday 8 December" per day, once per day for every row (620 cells asked it on each move). */
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

/**
 * One room's row (issue 31): the room's name (sticky), one plain button per day (tap → New stay with
 * that room and arrival), each stay a bar with the guest's name and status in words (a stay waiting
 * to send says "Waiting to send — not confirmed yet"), out-of-order nights hatched with the reason.
 *
 * Memoised, and its days are a track of their own (one grid per row: the room cell, and the days'
 * grid with `content-visibility: auto`, so rows scrolled out of view cost no layout). `caughtUp`
 * (default true) lets the calendar fill its rows a few per frame (issue 31 bench:web: Next took
 * frames of 0.7–1.9 s at 4× CPU drawing 20 rows at once): a row not yet caught up keeps what it drew
 * — with the same days it stays usable; for other days it is hidden, inert and `aria-busy`, so no
 * cell of another month is ever tapped under this month's header — and one never drawn shows only
 * its room.
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
   * hatched, "Not on this phone", with no button: nothing there may read as a free room (issue 31).
   */
  kept?: { from: string; to: string } | undefined;
  /** False while the calendar has not reached this row yet: it keeps what it drew (see above). */
  caughtUp?: boolean;
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
  return (
    <div
      className={classes.row}
      style={gridStyle(days.length)}
      role="group"
      aria-label={room.name}
      aria-busy={behind || undefined}
    >
      <div className={classes.room}>
        {room.name}
        <span className={classes.roomType}>{roomTypeLabels[room.roomType]}</span>
      </div>
      {/* Hidden and inert while it holds other days than the header's; its cells are not redrawn for that. */}
      <div className={`${classes.track} ${behind ? classes.behind : ''}`} inert={behind}>
        {shown === null ? null : (
          <RowCells
            room={room}
            slice={shown}
            selectedDay={otherDays ? null : selectedDay}
            onCell={onCell}
            onStay={onStay}
          />
        )}
      </div>
    </div>
  );
});

/** A row's days in its track: cells, "Not on this phone" runs, out-of-order periods and bars (columns from 1). */
const RowCells = memo(function RowCells({
  room,
  slice,
  selectedDay,
  onCell,
  onStay,
}: {
  room: Room;
  slice: RowSlice;
  selectedDay: string | null;
  onCell: (roomId: string, day: string) => void;
  onStay: (stayId: string) => void;
}) {
  const { days, today, stays, periods, kept } = slice;
  const bars = useMemo(() => barsOf(room, stays, days), [room, stays, days]);
  const last = days[days.length - 1]!;
  const unknown = kept ? unknownRuns(days, kept) : [];
  return (
    <>
      {days.map((day, index) =>
        kept && (day < kept.from || day >= kept.to) ? null : (
          <button
            // By column, not by day: Previous/Next change every day shown, and keyed by day React
            // removed and re-created all 620 cells of 20 rooms × 31 days (issue 31 bench:web);
            // by column it only changes their labels.
            key={index}
            type="button"
            className={`${classes.cell} ${day === today ? classes.today : ''} ${day === selectedDay ? classes.selected : ''}`}
            style={{ gridColumn: index + 1 }}
            aria-label={`New stay: ${room.name}, arriving ${longName(day)}`}
            onClick={() => onCell(room.id, day)}
          />
        ),
      )}
      {unknown.map(([start, end]) => (
        <div
          key={`unknown:${start}`}
          role="note"
          className={classes.notKept}
          style={{ gridColumn: `${start + 1} / span ${end - start}` }}
          aria-label={`${NOT_KEPT_WORDS}: ${room.name}, ${dayShort.format(utc(days[start]!))}${end - start > 1 ? ` to ${dayShort.format(utc(days[end - 1]!))}` : ''}`}
          title={`${NOT_KEPT_WORDS}: these days show when the signal returns`}
        >
          <span aria-hidden="true">{NOT_KEPT_WORDS}</span>
        </div>
      ))}
      {periods
        .filter((period) => period.endsOn > days[0]! && period.startsOn <= last)
        .map((period) => {
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
      {bars.map(({ key, stay, start, span }) => {
        const status = stayStatusLabels[stay.status];
        const words = stay.pending ? WAITING_WORDS : status;
        return (
          <button
            key={key}
            type="button"
            className={`${classes.bar} ${stay.pending ? classes.pending : (classes[stay.status] ?? '')}`}
            style={{ gridColumn: `${start + 1} / span ${span}` }}
            aria-label={`${stay.guestName}, ${words}, ${stayRangeText(stay.arrival, stay.departure)}, ${room.name}`}
            title={`${stay.guestName} · ${words}`}
            onClick={() => onStay(stay.id)}
          >
            <strong>{stay.guestName}</strong>
            <span>{words}</span>
          </button>
        );
      })}
    </>
  );
});
