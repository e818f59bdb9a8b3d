import { useLayoutEffect, useMemo } from 'react';

/** Sends a wizard's events: now, or once the frame a tap changed has been drawn. */
export interface AfterPaintSender<E> {
  /** Sends `event` now, after any event still waiting for its frame (their order is kept). */
  send(event: E): void;
  /** Sends `event` once the next frame has been painted (or sooner, when another event is sent). */
  sendAfterPaint(event: E): void;
  /** Sends every waiting event now. */
  flush(): void;
}

/** The page's frame clock: `window`, or a test's hand-run stand-in. */
export interface FrameClock {
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, delay: number): unknown;
}

/**
 * A sender to `deliver` in which a tap's own frame comes first (issue 22: the wizard's first tap, on a
 * switch, spent ~35 ms at 4× CPU running the machine, keeping the progress and drawing the whole wizard
 * before the switch could move). What the tap shows at once is the caller's to draw (the switch's own
 * state); the event follows once that frame has painted. Events keep their order: `send` delivers the waiting ones first, so a Continue
 * tapped in between never overtakes the switch. Only for what the control itself can show: typed text
 * goes with `send` (a controlled field must hear back in its own render).
 */
export function createAfterPaintSender<E>(
  deliver: (event: E) => void,
  frames: FrameClock = window,
): AfterPaintSender<E> {
  let waiting: E[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const events = waiting;
    waiting = [];
    for (const event of events) deliver(event);
  };
  return {
    send(event) {
      flush();
      deliver(event);
    },
    sendAfterPaint(event) {
      waiting.push(event);
      if (scheduled) return;
      scheduled = true;
      // The animation frame callback runs just before the frame is drawn; a task queued from it runs
      // after that frame has been painted.
      frames.requestAnimationFrame(() => frames.setTimeout(flush, 0));
    },
    flush,
  };
}

/**
 * Runs `run` once the next frame has been painted: for what follows a change already on screen and
 * must not lengthen the frame that draws it (issue 22: the wizard's focus move and `?step` write forced
 * a layout of the step just committed, ~20 ms at 4× CPU, and a tap's render flushed them into its own
 * time). Runs at once if the page is hidden or left first (no frame is painted then).
 * @returns a function that cancels it, if it has not run yet (e.g. an effect's clean-up).
 */
export function afterNextPaint(
  run: () => void,
  frames: FrameClock = window,
  onLeave: (leave: () => void) => () => void = onPageLeft,
): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    stop();
    run();
  };
  const stopListening = onLeave(once);
  const stop = () => {
    done = true;
    stopListening();
  };
  frames.requestAnimationFrame(() => frames.setTimeout(once, 0));
  return stop;
}

/** Calls `leave` when the page is hidden or left (no frame is painted then); @returns the stop. */
function onPageLeft(leave: () => void): () => void {
  const whenHidden = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', whenHidden);
  return () => {
    window.removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', whenHidden);
  };
}

/**
 * {@link createAfterPaintSender} for a running actor in a component. Nothing waiting is lost: it is
 * sent when the page is hidden or left (no frame is drawn then), and when the component unmounts — in a
 * layout effect's clean-up, which runs before the actor's own passive clean-up stops it.
 */
export function useAfterPaintSender<E>(actorRef: { send: (event: E) => void }): AfterPaintSender<E> {
  const sender = useMemo(() => createAfterPaintSender<E>((event) => actorRef.send(event)), [actorRef]);
  useLayoutEffect(() => {
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') sender.flush();
    };
    window.addEventListener('pagehide', sender.flush);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      window.removeEventListener('pagehide', sender.flush);
      document.removeEventListener('visibilitychange', whenHidden);
      sender.flush();
    };
  }, [sender]);
  return sender;
}
