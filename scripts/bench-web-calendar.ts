/**
 * `npm run bench:web` — the rooms calendar scenario (issue 31: "`bench:web`: the calendar's first paint
 * and a swipe (worst frame) with 20 rooms × 31 days at 4× CPU"; "It scrolls at 60 fps on a cheap phone
 * (4× CPU) with 20 rooms × 31 days"). Its own module so the other scenarios of bench-web.ts stay apart.
 *
 * - `seedCalendar`: the person's lodge (the sample lodge: 8 rooms) gets rooms up to 20 and stays in every
 *   room from yesterday to 10 weeks on (2–4 nights, one night apart), booked through `book_stay` as the
 *   service role; a night the sample stays already hold is refused (23P01) and left to them.
 * - `benchCalendar`: for the laptop (1280×800, 31 days) and the phone (390×844, 14 days), in fresh
 *   signed-in contexts with 4× CPU (network not throttled: these figures are the page's own work):
 *   - first paint: navigation start → the grid's 20 rows are drawn and laid out (`/bookings/calendar`,
 *     cold cache; a row still `aria-busy` — not reached yet by the few-rows-a-frame drawing — is not);
 *   - swipe: a finger dragged 600 px across the grid (CDP touch events, one a frame), after the page is quiet;
 *   - Next and Previous: the navigator's buttons (a mouse click at the button, found before the clock
 *     starts), until the frame in which every row's first cell is the new first day; then, apart, until
 *     the address has the new days (`address`: the router's navigation, when it comes after the rows);
 *   each move's worst frame is the longest gap between two animation frames (rAF) from its start to its
 *   end, with the longest long-animation-frame entry (LoAF) beside it; 16.7 ms is 60 fps. The calendar
 *   loads the days before and after the ones shown when the browser is idle, so a move measured after
 *   the settle (600 ms) usually finds its data loaded: the figures are the hand-over's, not the fetch's.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { asService, lodgeOf } from '../tests/e2e/support/service-rest';
import type { Backend } from '../tests/e2e/fixtures';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Rooms the calendar is measured with (issue 31). */
export const CALENDAR_ROOMS = 20;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Today in `timezone`, `YYYY-MM-DD`. */
const todayIn = (timezone: string) => new Date().toLocaleDateString('en-CA', { timeZone: timezone });

/**
 * Gives the person's lodge `CALENDAR_ROOMS` rooms and stays in every room over yesterday … today + 70
 * (the month shown and the next two, for Next). Resolves with the number of stays booked.
 */
export async function seedCalendar(backend: Backend, userId: string, timezone: string): Promise<number> {
  const lodgeId = await lodgeOf(backend, userId);
  const existing = (await asService(backend, 'GET', `rooms?lodge_id=eq.${lodgeId}&select=id`)) as {
    id: string;
  }[];
  for (let index = existing.length; index < CALENDAR_ROOMS; index += 1)
    await asService(backend, 'POST', 'rooms', {
      lodge_id: lodgeId,
      name: `Bench Tent ${index + 1}`,
      room_type: 'tent',
      sleeps: 2,
      nightly_rate: 95_000,
      sort_order: 100 + index,
    });
  const rooms = (await asService(backend, 'GET', `rooms?lodge_id=eq.${lodgeId}&select=id`)) as {
    id: string;
  }[];
  const first = addDays(todayIn(timezone), -1);
  const wanted: { roomId: string; arrival: string; departure: string; n: number }[] = [];
  rooms.forEach((room, r) => {
    let day = r % 3;
    for (let n = 0; day < 70; n += 1) {
      const nights = 2 + ((r + n) % 3);
      wanted.push({
        roomId: room.id,
        arrival: addDays(first, day),
        departure: addDays(first, day + nights),
        n,
      });
      day += nights + 1;
    }
  });
  let booked = 0;
  // Four at a time: the embedded backend is one PGlite, a few in flight keep it busy.
  for (let start = 0; start < wanted.length; start += 4)
    await Promise.all(
      wanted.slice(start, start + 4).map(async (stay, index) => {
        try {
          await asService(backend, 'POST', 'rpc/book_stay', {
            p_stay: {
              lodge_id: lodgeId,
              arrival: stay.arrival,
              departure: stay.departure,
              guest_name: `Guest ${start + index + 1} Mokgosi`,
              adults: 2,
              status: stay.n % 4 === 3 ? 'tentative' : 'confirmed',
              rooms: [{ room_id: stay.roomId, nightly_rate: 95_000 }],
            },
          });
          booked += 1;
        } catch (error) {
          // A sample stay holds some of those nights: the calendar shows it instead.
          if (!String(error).includes('23P01')) throw error;
        }
      }),
    );
  return booked;
}

/**
 * The room rows in the grid, as a selector: `row`s named by their room (the header row has no name),
 * or `group`s in a checkout from before the calendar was a grid (`--compare`).
 */
const ROOM_ROWS = '[role="row"][aria-label], [role="group"]';

/** Injected before the page's scripts: when the grid's rows are laid out, and every frame's time. */
const calendarMarker = `(() => {
  const ROOM_ROWS = '${ROOM_ROWS}';
  const marks = (window.__calendar = { frames: [], loaf: [], scrolls: [], added: 0, removed: 0 });
  // Elements the page adds and removes (a move that rebuilds its bars instead of updating them shows here).
  new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.addedNodes) if (n.nodeType === 1) marks.added += 1 + n.getElementsByTagName('*').length;
      for (const n of r.removedNodes) if (n.nodeType === 1) marks.removed += 1 + n.getElementsByTagName('*').length;
    }
  }).observe(document, { childList: true, subtree: true });
  // When the grid moved (an element's scroll does not bubble; a capturing listener on the document sees it).
  document.addEventListener('scroll', (event) => { marks.scrolls.push(event.timeStamp); if (marks.scrolls.length > 2000) marks.scrolls.splice(0, 1000); }, { capture: true, passive: true });
  const rowsShown = () => {
    const grid = document.querySelector('[aria-label="Rooms by day"]');
    if (!grid) return false;
    const rows = grid.querySelectorAll(ROOM_ROWS);
    if (rows.length < ${CALENDAR_ROOMS}) return false;
    // Drawn: no row still waiting for its turn (the calendar fills its rows a few per frame).
    if (grid.querySelector('[role="group"][aria-busy="true"]')) return false;
    const box = rows[rows.length - 1].getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // A move's end: the frame in which every row shows its new first day (marks.watch, set by the bench).
  // A row's days start on its track's data-first-day, or (a checkout from before, --compare) at its first
  // cell, a button named "New stay: …, arriving <day>".
  const rowsAt = ({ firstDay, dayName }) => {
    const d = document.querySelector('input[aria-label="First day shown"]');
    const grid = document.querySelector('[aria-label="Rooms by day"]');
    if (!d || d.value !== firstDay || !grid) return false;
    const rows = [...grid.querySelectorAll(ROOM_ROWS)];
    return rows.length >= ${CALENDAR_ROOMS} && !grid.querySelector('[aria-busy="true"]') &&
      rows.every((row) => { const track = row.querySelector('[data-first-day]'); if (track) return track.getAttribute('data-first-day') === firstDay;
        const cell = row.querySelector('button'); return cell && cell.getAttribute('aria-label').endsWith('arriving ' + dayName); });
  };
  const tick = (now) => {
    if (!marks.rows && document.body && rowsShown()) marks.rows = performance.now();
    if (marks.watch && !marks.drawn && rowsAt(marks.watch)) marks.drawn = performance.now();
    marks.frames.push(now);
    if (marks.frames.length > 4000) marks.frames.splice(0, 2000);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries())
        marks.loaf.push({
          start: f.startTime,
          duration: f.duration,
          styleLayout: f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0,
          scripts: f.scripts.map((x) => (x.invoker || x.invokerType) + ' ' + (x.sourceFunctionName || '') + ' ' + Math.round(x.duration)).slice(0, 4).join('; '),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (e) {}
})();`;

/** One move's figures: its worst frame by rAF gaps and by LoAF, ms, its frame count, and where the worst LoAF's time went. */
interface MoveFigure {
  worstFrame: number;
  /** Next / Previous: elements added and removed in the page from the tap until the rows show the new days. */
  elements?: { added: number; removed: number };
  /**
   * Frames a 60 fps display showed again because none was ready (a gap of g ms misses round(g/16.7) − 1),
   * counted by the page's animation frames: the main thread's. While the grid scrolls on the compositor
   * thread those are not the frames the screen shows — the compositor draws each scroll step without the
   * main thread (issue 31 traces: no frame drawn with tiles missing; frames dropped only in a swipe where
   * a main-thread commit landed mid-swipe); `--calendar-trace` prints the compositor's own frames.
   */
  missed: number;
  /** A swipe's figures from the grid's first scroll event to its last. */
  moving?: MoveFigure;
  /**
   * Next / Previous: the figures from the frame the rows show the new days to the address's change
   * (`?from=`) and its paint — the router's navigation when it comes after the rows.
   */
  address?: MoveFigure;
  worstLoaf: number;
  frames: number;
  where: string;
  /**
   * `--calendar-cpu`: the page's main thread's CPU time over the move (ms, summed over its tasks) and
   * its longest task's, from a Chromium trace's thread times — what the page itself did, whatever
   * else the shared machine did meanwhile (frame gaps count the waits for a core too). How much of the
   * 4× throttling these include is Chromium's affair: compare them with each other (`--compare`), not
   * with 16.7 ms.
   */
  cpu?: { total: number; longest: number };
}

/** A long animation frame as the marker keeps it. */
interface Loaf {
  start: number;
  duration: number;
  styleLayout: number;
  scripts: string;
}

/** The figures of one viewport over the runs. */
export interface CalendarFigures {
  name: string;
  days: number;
  firstPaint: number[];
  swipe: MoveFigure[];
  next: MoveFigure[];
  previous: MoveFigure[];
}

const viewports = [
  { name: 'laptop 1280×800, 31 days', width: 1280, height: 800, days: 31 },
  { name: 'phone 390×844, 14 days', width: 390, height: 844, days: 14 },
] as const;

/** The worst frame between `from` and `to` (ms after navigation start) from the page's records. */
async function frameFigure(page: Page, from: number, to: number): Promise<MoveFigure> {
  const { frames, loaf } = (await page.evaluate('window.__calendar')) as {
    frames: number[];
    loaf: Loaf[];
  };
  const within = frames.filter((t) => t >= from && t <= to);
  let worst = 0;
  let missed = 0;
  for (let index = 1; index < within.length; index += 1) {
    const gap = within[index]! - within[index - 1]!;
    worst = Math.max(worst, gap);
    missed += Math.max(0, Math.round(gap / (1000 / 60)) - 1);
  }
  // The first frame after `to` closes the last gap (a long frame ends the move).
  const after = frames.find((t) => t > to);
  if (after !== undefined && within.length) worst = Math.max(worst, after - within[within.length - 1]!);
  const longest = loaf
    .filter((f) => f.start + f.duration >= from && f.start <= to)
    .reduce<Loaf | null>((max, f) => (!max || f.duration > max.duration ? f : max), null);
  return {
    worstFrame: Math.round(worst * 10) / 10,
    missed,
    worstLoaf: Math.round(longest?.duration ?? 0),
    frames: within.length,
    // Every long frame of the move in order (`--where`): when after the press, how long, where it went.
    where: loaf
      .filter((f) => f.start + f.duration >= from && f.start <= to && f.duration >= 50)
      .map(
        (f) =>
          `[+${Math.round(f.start - from)} ms: ${Math.round(f.duration)} ms, style+layout ${Math.round(f.styleLayout)}; ${f.scripts || 'no script'}]`,
      )
      .join(' '),
  };
}

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

/**
 * Resolves with `expression`'s value once it is truthy, read every `interval` ms with a plain
 * `page.evaluate` (at most `timeout` ms). Not Playwright's `waitForFunction` nor a locator: either
 * installs Playwright's injected script, whose hit-target interceptor listens to `touchstart` on the
 * window, not passive — every touch then waits for the main thread, and Chromium scrolls the swipe
 * there (the trace's frames said SCROLL_MAIN_THREAD; a page without it scrolls on the compositor).
 * A person's browser has no such listener, so the swipe is measured in a page that never had it.
 */
async function poll<T>(page: Page, expression: string, timeout = 60_000, interval = 100): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = (await page.evaluate(expression)) as T;
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
const settle = (page: Page) => page.waitForTimeout(600);

/**
 * Waits until the page has had no long animation frame (≥ 50 ms) for `quietMs` (at most 20 s): the
 * calendar looked at before it is swiped, its background work (the idle preload of the days around,
 * modules warmed when idle, the day pack's save) done, as when a person reads it and then scrolls.
 */
async function quiet(page: Page, quietMs = 1500): Promise<void> {
  await poll(
    page,
    `(() => { const l = window.__calendar.loaf; const last = l.length ? l[l.length - 1].start + l[l.length - 1].duration : 0;
      return performance.now() - last >= ${quietMs}; })()`,
    20_000,
    250,
  );
}

/**
 * `--calendar-trace DIR`: a Chromium trace of each swipe and move, written to `DIR/<move>-<n>.json`
 * (DevTools' Performance panel opens it), with the main-thread CPU figures of `--calendar-cpu` and
 * where the longest task's time went.
 */
const traceDir = (() => {
  const index = process.argv.indexOf('--calendar-trace');
  return index === -1 ? undefined : process.argv[index + 1];
})();

const profileDir = (() => {
  const index = process.argv.indexOf('--calendar-profile');
  return index === -1 ? undefined : process.argv[index + 1];
})();

/**
 * `--calendar-profile DIR`: a CPU profile (100 µs sampling) of each Next/Previous move, written to
 * `DIR/calendar-<label>-<n>.cpuprofile` (open it in DevTools' Performance panel).
 */
async function profiled<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  if (!profileDir) return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await cdp.send('Profiler.stop');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(`${profileDir}/calendar-${name}-${Date.now()}.cpuprofile`, JSON.stringify(profile));
  await cdp.detach();
  return result;
}

/** Clicks the navigator's `label` button and waits until the grid's header shows `firstDay`. */
async function move(page: Page, label: string, firstDay: string): Promise<MoveFigure> {
  await settle(page);
  // The button's place is found before the clock starts, and the tap is a plain mouse click there: a
  // locator's click runs Playwright's role query over the page's elements (once ~700 buttons) in the
  // page itself (80–400 ms at 4× CPU), which the worst frame then counted as the app's.
  const box = await page.getByRole('button', { name: label }).boundingBox();
  if (!box) throw new Error(`${label} has no box`);
  return profiled(page, label.split(' ')[0]!.toLowerCase(), async () => {
    const { result, cpu } = await withCpu(page, label.split(' ')[0]!.toLowerCase(), () =>
      timedMove(page, box, label, firstDay),
    );
    return cpu ? { ...result, cpu } : result;
  });
}

/** `--calendar-cpu`: each move's main-thread CPU time (see {@link MoveFigure.cpu}). */
const cpuWanted = process.argv.includes('--calendar-cpu');

/** A trace event, as far as {@link withCpu} reads it. */
interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Runs `run` (the move `name`) inside a Chromium trace when `--calendar-cpu` or `--calendar-trace` is
 * given, and resolves with its result and the renderer main thread's CPU time meanwhile: its top-level
 * tasks' thread times, summed, and the longest (ms). With `--calendar-trace DIR`, writes the trace
 * there and prints where the longest task's time went.
 */
async function withCpu<T>(
  page: Page,
  name: string,
  run: () => Promise<T>,
): Promise<{ result: T; cpu?: { total: number; longest: number } }> {
  const browser = page.context().browser();
  if ((!cpuWanted && !traceDir) || !browser) return { result: await run() };
  await browser.startTracing(page, {
    categories: traceDir
      ? [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink',
          'cc',
          'viz',
          'benchmark',
          'disabled-by-default-devtools.timeline.frame',
          'input',
          'v8',
        ]
      : ['toplevel', 'disabled-by-default-devtools.timeline'],
  });
  const result = await run();
  const buffer = await browser.stopTracing();
  if (traceDir) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${traceDir}/${name}-${Date.now()}.json`, buffer);
  }
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const mains = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = traceEvents
    .filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter(
    (e) => (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') && typeof e.tdur === 'number',
  );
  let total = 0;
  let longest: TraceEvent | undefined;
  const ends = new Map<string, number>();
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    // Top-level tasks only: one nested in another is already in its thread time.
    if (task.ts < (ends.get(thread) ?? 0)) continue;
    ends.set(thread, task.ts + (task.dur ?? 0));
    total += task.tdur!;
    if (!longest || task.tdur! > longest.tdur!) longest = task;
  }
  if (traceDir && longest) {
    // Where the longest task's time went: its events' own (self) wall time, by name.
    const end = longest.ts + (longest.dur ?? 0);
    const inside = onMain.filter(
      (e) =>
        e !== longest && e.pid === longest.pid && e.tid === longest.tid && e.ts >= longest.ts && e.ts < end,
    );
    const self = new Map<string, number>();
    inside.forEach((event, index) => {
      const eventEnd = event.ts + (event.dur ?? 0);
      let children = 0;
      let reach = event.ts;
      for (const child of inside.slice(index + 1)) {
        if (child.ts >= eventEnd) break;
        if (child.ts < reach) continue;
        children += child.dur ?? 0;
        reach = child.ts + (child.dur ?? 0);
      }
      self.set(event.name, (self.get(event.name) ?? 0) + Math.max(0, (event.dur ?? 0) - children));
    });
    const top = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([what, us]) => `${what} ${(us / 1000).toFixed(1)}`)
      .join(', ');
    console.log(
      `  ${name}: longest task ${((longest.dur ?? 0) / 1000).toFixed(1)} ms wall, ${(longest.tdur! / 1000).toFixed(1)} ms CPU; self ms: ${top}`,
    );
    // The compositor's frames by where the scroll ran and what became of them (Chromium's
    // PipelineReporter): a scroll on the main thread waits on the 4×-throttled main thread every frame.
    // "no_update_desired": a frame with nothing new to draw (no new finger movement since the last);
    // "checkerboard": a frame drawn with tiles missing or not rastered yet (has_missing_content,
    // checkerboarded_needs_raster / _record) — newly exposed content raster could not keep up with.
    const frames = new Map<string, number>();
    for (const event of traceEvents)
      if (event.name === 'PipelineReporter' && event.ph === 'b') {
        const reporter = (
          event.args as {
            frame_reporter?: {
              scroll_state?: string;
              state?: string;
              has_missing_content?: boolean;
              checkerboarded_needs_raster?: boolean;
              checkerboarded_needs_record?: boolean;
            };
          }
        )?.frame_reporter;
        if (!reporter?.scroll_state || reporter.scroll_state === 'SCROLL_NONE') continue;
        const missing =
          reporter.has_missing_content ||
          reporter.checkerboarded_needs_raster ||
          reporter.checkerboarded_needs_record;
        const key = `${reporter.scroll_state.replace('SCROLL_', '').toLowerCase()} ${reporter.state?.replace('STATE_', '').toLowerCase()}${missing ? ' checkerboard' : ''}`;
        frames.set(key, (frames.get(key) ?? 0) + 1);
      }
    if (frames.size)
      console.log(
        `  ${name}: compositor frames while scrolling: ${[...frames].map(([key, count]) => `${key} ${count}`).join(', ')}`,
      );
    // The finger's pace as the browser got it (ms between touch moves): a 60 Hz finger is ~16.7.
    const moves = traceEvents
      .filter((e) => e.name === 'InputLatency::TouchMove' && e.ph === 'b')
      .map((e) => e.ts)
      .sort((a, b) => a - b);
    if (moves.length > 2) {
      const gaps = moves.slice(1).map((ts, index) => (ts - moves[index]!) / 1000);
      const sorted = [...gaps].sort((a, b) => a - b);
      console.log(
        `  ${name}: ${moves.length} touch moves, ms apart: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)}, longest ${sorted.at(-1)!.toFixed(1)}`,
      );
    }
    // Raster (worker threads) and the display compositor's drawing (viz), wall ms over the move: the
    // work a phone's GPU would take over (Chromium here runs with --disable-gpu: software raster and draw).
    const threads = new Map(
      traceEvents
        .filter((e) => e.ph === 'M' && e.name === 'thread_name')
        .map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? '']),
    );
    const sum = (what: string, thread?: string) =>
      traceEvents
        .filter(
          (e) => e.ph === 'X' && e.name === what && (!thread || threads.get(`${e.pid}:${e.tid}`) === thread),
        )
        .reduce((total, e) => total + (e.dur ?? 0), 0) / 1000;
    console.log(
      `  ${name}: raster ${sum('RasterTask').toFixed(1)} ms, viz draw ${sum('DirectRenderer::DrawFrame').toFixed(1)} ms, main-thread paint ${sum('LocalFrameView::RunPaintLifecyclePhase', 'CrRendererMain').toFixed(1)} ms, prepaint ${sum('LocalFrameView::RunPrePaintLifecyclePhase', 'CrRendererMain').toFixed(1)} ms, layerize ${sum('PaintArtifactCompositor::Update', 'CrRendererMain').toFixed(1)} ms`,
    );
  }
  return {
    result,
    cpu: { total: Math.round(total / 100) / 10, longest: Math.round((longest?.tdur ?? 0) / 100) / 10 },
  };
}

async function timedMove(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  label: string,
  firstDay: string,
): Promise<MoveFigure> {
  const dayName = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${firstDay}T00:00:00Z`));
  await page.evaluate(
    `window.__calendar.watch = ${JSON.stringify({ firstDay, dayName })}; window.__calendar.drawn = 0;`,
  );
  const counted = () =>
    page.evaluate('({ added: window.__calendar.added, removed: window.__calendar.removed })') as Promise<{
      added: number;
      removed: number;
    }>;
  const before = await counted();
  const start = await now(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // The move: until the frame in which every row shows the new first day (the rows are drawn a few per
  // frame: the header and the date field change first).
  const drawn = await poll<number>(page, 'window.__calendar.drawn', 60_000, 50);
  await page.evaluate('window.__calendar.watch = null');
  const after = await counted();
  const elements = { added: after.added - before.added, removed: after.removed - before.removed };
  // Then the address (`?from=`): a checkout that moves through the router has it before the rows; one
  // that shows the days first puts them in the address after, when idle (its own figure, `address`).
  await page.waitForURL(
    (url) => url.searchParams.get('from') === firstDay || (!url.search && label.startsWith('Previous')),
  );
  // Two frames more: the commit's paint.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  const end = await now(page);
  return {
    ...(await frameFigure(page, start, drawn)),
    address: await frameFigure(page, drawn, end),
    elements,
  };
}

/** A touch swipe across the grid (it scrolls inside; the room column stays). */
async function swipe(page: Page): Promise<MoveFigure> {
  await quiet(page);
  const gridBox = `(() => { const r = document.querySelector('[aria-label="Rooms by day"]').getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; })()`;
  const box = (await page.evaluate(gridBox)) as { x: number; y: number; width: number; height: number };
  const scrollLeft = () =>
    page.evaluate(`document.querySelector('[aria-label="Rooms by day"]').scrollLeft`) as Promise<number>;
  const cdp = await page.context().newCDPSession(page);
  // A finger's drag, one touch point a frame (≈ 16 px a frame, 1,000 px/s) over 600 px, then lifted.
  // (CDP's `Input.synthesizeScrollGesture` with touch does not scroll an element in this Chromium:
  // the grid stayed still, and the figure was the touch's events on a grid that never moved.)
  const x0 = Math.round(box.x + box.width * 0.8);
  const y = Math.round(box.y + Math.min(box.height, 600) / 2);
  const leftBefore = await scrollLeft();
  const start = await now(page);
  const { cpu } = await withCpu(page, 'swipe', () =>
    profiled(page, 'swipe', async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
      // Each move sent on the clock, not after the one before was handled: awaiting each answer (the
      // browser's round trip, and Playwright's) made the finger move every 50–300 ms on a loaded
      // machine (the trace's touch moves), and the frames in between had nothing new to draw.
      const sent: Promise<unknown>[] = [];
      for (let moved = 16; moved <= 600; moved += 16) {
        sent.push(
          cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 - moved, y }] }),
        );
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
      await Promise.all(sent);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      // The fling after the finger lifts.
      await page.waitForTimeout(400);
    }),
  );
  const end = await now(page);
  await cdp.detach();
  if ((await scrollLeft()) === leftBefore)
    throw new Error('the swipe did not move the grid: its figure would be of a still page');
  // The grid's own movement: from its first scroll event to its last (the finger's first frame, the
  // touch's hit test and event dispatch before the grid moves, is in the whole gesture's figure).
  const scrolls = ((await page.evaluate('window.__calendar.scrolls')) as number[]).filter(
    (t) => t >= start && t <= end,
  );
  const whole = { ...(await frameFigure(page, start, end)), ...(cpu ? { cpu } : {}) };
  return scrolls.length > 1
    ? { ...whole, moving: await frameFigure(page, scrolls[0]!, scrolls.at(-1)!) }
    : whole;
}

/** The calendar scenario: first paint, swipe, Next, Previous per viewport, `runs` times. */
export async function benchCalendar(
  browser: Browser,
  appUrl: string,
  storageState: StorageState,
  runs: number,
  log: (line: string) => void = console.log,
): Promise<CalendarFigures[]> {
  const figures: CalendarFigures[] = viewports.map((v) => ({
    name: v.name,
    days: v.days,
    firstPaint: [],
    swipe: [],
    next: [],
    previous: [],
  }));
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, viewport] of viewports.entries()) {
      const into = figures[index]!;
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        storageState,
        hasTouch: true,
      });
      try {
        const page = await context.newPage();
        await page.addInitScript({ content: calendarMarker });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${appUrl}/bookings/calendar`, { waitUntil: 'commit' });
        const rows = await poll<number>(page, 'window.__calendar && window.__calendar.rows');
        into.firstPaint.push(Math.round(rows));
        const from = await page.evaluate(
          `document.querySelector('input[aria-label="First day shown"]').value`,
        );
        if (typeof from !== 'string') throw new Error('no date field');
        into.swipe.push(await swipe(page));
        into.next.push(await move(page, `Next ${viewport.days} days`, addDays(from, viewport.days)));
        into.previous.push(await move(page, `Previous ${viewport.days} days`, from));
        if (process.argv.includes('--where'))
          log(
            `  where: Next ${into.next.at(-1)!.where} | Previous ${into.previous.at(-1)!.where} | swipe ${into.swipe.at(-1)!.where}`,
          );
        log(
          `calendar run ${run}/${runs}, ${viewport.name}: rows shown ${into.firstPaint.at(-1)} ms; worst frame: swipe ${into.swipe.at(-1)!.worstFrame} ms (${into.swipe.at(-1)!.frames} frames, ${into.swipe.at(-1)!.missed} missed; while it moves ${into.swipe.at(-1)!.moving?.worstFrame ?? '–'} ms, ${into.swipe.at(-1)!.moving?.missed ?? '–'} missed of ${into.swipe.at(-1)!.moving?.frames ?? '–'}), Next ${into.next.at(-1)!.worstFrame} ms (LoAF ${into.next.at(-1)!.worstLoaf}; then the address ${into.next.at(-1)!.address?.worstFrame ?? '–'} ms), Previous ${into.previous.at(-1)!.worstFrame} ms (LoAF ${into.previous.at(-1)!.worstLoaf}; then the address ${into.previous.at(-1)!.address?.worstFrame ?? '–'} ms); elements added / removed: Next ${elementsText(into.next.at(-1)!)}, Previous ${elementsText(into.previous.at(-1)!)}${cpuWanted ? `; main-thread CPU (total / longest task): swipe ${cpuText(into.swipe.at(-1)!)}, Next ${cpuText(into.next.at(-1)!)}, Previous ${cpuText(into.previous.at(-1)!)}` : ''}`,
        );
      } finally {
        await context.close();
      }
    }
  }
  return figures;
}

/** A move's elements added / removed (see {@link MoveFigure.elements}), or "–". */
const elementsText = (figure: MoveFigure) =>
  figure.elements ? `${figure.elements.added} / ${figure.elements.removed}` : '–';

/** A move's main-thread CPU time as "total / longest ms" (`--calendar-cpu`), or "–". */
const cpuText = (figure: MoveFigure) => (figure.cpu ? `${figure.cpu.total} / ${figure.cpu.longest} ms` : '–');

/** Adds `more` (one round's figures, the same viewports) to `into`, viewport by viewport. */
export function mergeCalendar(into: CalendarFigures[], more: CalendarFigures[]): void {
  for (const [index, figures] of more.entries()) {
    const kept = into[index];
    if (!kept) {
      into.push(figures);
      continue;
    }
    kept.firstPaint.push(...figures.firstPaint);
    kept.swipe.push(...figures.swipe);
    kept.next.push(...figures.next);
    kept.previous.push(...figures.previous);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
};

/** Prints the calendar's medians (and the worst of the runs) as one table. */
export function printCalendar(figures: CalendarFigures[]): void {
  const worst = (list: MoveFigure[]) => Math.max(...list.map((m) => m.worstFrame));
  const row = (list: MoveFigure[]) =>
    `${median(list.map((m) => m.worstFrame))} (worst ${worst(list)}; LoAF ${median(list.map((m) => m.worstLoaf))})`;
  console.log(
    `\nRooms calendar, ${CALENDAR_ROOMS} rooms, 4× CPU (medians of the runs; 60 fps = 16.7 ms a frame):`,
  );
  console.table(
    Object.fromEntries(
      figures.map((f) => [
        f.name,
        {
          'rows shown (ms)': median(f.firstPaint),
          'swipe: worst frame (ms)': row(f.swipe),
          'swipe while it moves: worst frame (ms), frames missed': `${median(f.swipe.map((m) => m.moving?.worstFrame ?? NaN))}, ${median(f.swipe.map((m) => m.moving?.missed ?? NaN))}`,
          'Next: worst frame (ms)': row(f.next),
          'Previous: worst frame (ms)': row(f.previous),
          'elements added / removed (median), Next, Previous': `${median(f.next.map((m) => m.elements?.added ?? NaN))} / ${median(f.next.map((m) => m.elements?.removed ?? NaN))}, ${median(f.previous.map((m) => m.elements?.added ?? NaN))} / ${median(f.previous.map((m) => m.elements?.removed ?? NaN))}`,
          'then the address: worst frame (ms), Next, Previous': `${median(f.next.map((m) => m.address?.worstFrame ?? NaN))}, ${median(f.previous.map((m) => m.address?.worstFrame ?? NaN))}`,
          ...(cpuWanted
            ? {
                'main-thread CPU ms (median total / longest task): swipe, Next, Previous': [
                  f.swipe,
                  f.next,
                  f.previous,
                ]
                  .map(
                    (list) =>
                      `${median(list.map((m) => m.cpu?.total ?? NaN))} / ${median(list.map((m) => m.cpu?.longest ?? NaN))}`,
                  )
                  .join(', '),
              }
            : {}),
        },
      ]),
    ),
  );
  console.log(
    `bench: calendar ${figures.map((f) => `${f.days}d rows=${median(f.firstPaint)}ms swipe=${median(f.swipe.map((m) => m.worstFrame))}ms next=${median(f.next.map((m) => m.worstFrame))}ms`).join(' ')}`,
  );
}
