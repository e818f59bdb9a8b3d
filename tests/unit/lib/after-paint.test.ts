import { afterNextPaint, createAfterPaintSender, type FrameClock } from '../../../src/lib/after-paint';

/** Frames run by hand: `paint()` runs the animation frame callbacks, `afterPaint()` the tasks they queued. */
function manualFrames(): FrameClock & { paint(): void; afterPaint(): void } {
  let frameCallbacks: Array<() => void> = [];
  let tasks: Array<() => void> = [];
  return {
    requestAnimationFrame: (callback: () => void) => {
      frameCallbacks.push(callback);
      return frameCallbacks.length;
    },
    setTimeout: (callback: () => void) => {
      tasks.push(callback);
      return tasks.length;
    },
    paint() {
      const due = frameCallbacks;
      frameCallbacks = [];
      due.forEach((callback) => callback());
    },
    afterPaint() {
      const due = tasks;
      tasks = [];
      due.forEach((callback) => callback());
    },
  };
}

describe("createAfterPaintSender (issue 22: the wizard's first tap, on a switch, took 112 ms)", () => {
  it('sends a switch tap once the next frame has been painted, not in the tap', () => {
    const frames = manualFrames();
    const delivered: string[] = [];
    const sender = createAfterPaintSender<string>((event) => delivered.push(event), frames);
    sender.sendAfterPaint('toggle');
    expect(delivered).toEqual([]);
    frames.paint();
    expect(delivered).toEqual([]);
    frames.afterPaint();
    expect(delivered).toEqual(['toggle']);
  });

  it('never lets an event sent at once overtake one waiting for its frame', () => {
    const frames = manualFrames();
    const delivered: string[] = [];
    const sender = createAfterPaintSender<string>((event) => delivered.push(event), frames);
    sender.sendAfterPaint('toggle experiences');
    sender.sendAfterPaint('toggle packages');
    sender.send('next');
    expect(delivered).toEqual(['toggle experiences', 'toggle packages', 'next']);
    frames.paint();
    frames.afterPaint();
    expect(delivered).toEqual(['toggle experiences', 'toggle packages', 'next']);
  });

  it('sends what waits when asked to (the page hidden, the wizard left)', () => {
    const frames = manualFrames();
    const delivered: string[] = [];
    const sender = createAfterPaintSender<string>((event) => delivered.push(event), frames);
    sender.sendAfterPaint('toggle');
    sender.flush();
    expect(delivered).toEqual(['toggle']);
  });
});

/** A page that is never left. */
const stays = () => () => {};

describe('afterNextPaint (issue 22: the wizard focused its step and wrote ?step in the frame that drew it)', () => {
  it('runs once the next frame has been painted, not before', () => {
    const frames = manualFrames();
    const ran: string[] = [];
    afterNextPaint(() => ran.push('focus'), frames, stays);
    frames.paint();
    expect(ran).toEqual([]);
    frames.afterPaint();
    expect(ran).toEqual(['focus']);
  });

  it('does not run once cancelled (an effect cleaned up before the paint)', () => {
    const frames = manualFrames();
    const ran: string[] = [];
    const cancel = afterNextPaint(() => ran.push('focus'), frames, stays);
    cancel();
    frames.paint();
    frames.afterPaint();
    expect(ran).toEqual([]);
  });

  it('runs at once when the page is left before a frame is painted, and only once', () => {
    const frames = manualFrames();
    const ran: string[] = [];
    let leave = () => {};
    afterNextPaint(
      () => ran.push('write ?step'),
      frames,
      (left) => {
        leave = left;
        return () => {};
      },
    );
    leave();
    expect(ran).toEqual(['write ?step']);
    frames.paint();
    frames.afterPaint();
    expect(ran).toEqual(['write ?step']);
  });
});
