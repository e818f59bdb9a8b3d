import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../src/lib/app-system';
import { noteCopyShown, readFactsOf, takeCopyShown } from '../../../src/lib/offline/copy-first';
import {
  dayPackGeneration,
  mayKeepFor,
  markShownFromPack,
  onDayPackChange,
  shownFromPackSince,
  wipeDayPack,
} from '../../../src/lib/offline/day-pack';
import { dayPackFacts, type DayPackFacts } from '../../../src/lib/offline/day-pack-facts';

/**
 * Issue 35 "facts the app decides … live in actors": the pack's times (the banner's "Last updated",
 * a form's "Updated 14:32", the sync's "just read") and whether a screen was given the copy are the
 * context of the app system's `dayPack` actor, not module variables; "is the app showing the copy?"
 * is the lodge actor's tag, read through the facts the router's context hands the loaders.
 */
const facts = (): DayPackFacts => appSystem.get('dayPack')!.getSnapshot().context;

beforeEach(async () => {
  await wipeDayPack();
  takeCopyShown(dayPackFacts);
});

describe("the day pack's facts actor", () => {
  it('is found in the app system by its systemId, and holds what the reads told it', () => {
    const pulled = Date.parse('2026-11-29T14:32:00');
    markShownFromPack(pulled, dayPackFacts);
    markShownFromPack(pulled + 60_000, dayPackFacts);
    // The oldest copy on screen is what the banner says.
    expect(facts().shownFromPackSince).toBe(pulled);
    expect(shownFromPackSince()).toBe(pulled);
    const before = Date.now();
    markShownFromPack(null, dayPackFacts);
    expect(facts()).toMatchObject({ shownFromPackSince: null });
    expect(facts().lastServerAnswerAt).toBeGreaterThanOrEqual(before);
  });

  it('tells its followers when what the screens show changed, not when it stayed the same', async () => {
    const heard = vi.fn();
    const stop = onDayPackChange(heard);
    markShownFromPack(null, dayPackFacts); // the server's answer, as before: nothing changed on screen
    expect(heard).not.toHaveBeenCalled();
    markShownFromPack(Date.parse('2026-11-29T14:32:00'), dayPackFacts);
    expect(heard).toHaveBeenCalledTimes(1);
    await wipeDayPack(); // sign-out: no copy on screen any more
    expect(heard).toHaveBeenCalledTimes(2);
    expect(shownFromPackSince()).toBeNull();
    stop();
  });

  it('counts each wipe, so a write begun before a sign-out keeps nothing', async () => {
    const startedAt = dayPackGeneration(dayPackFacts);
    await wipeDayPack();
    expect(facts().generation).toBe(startedAt + 1);
    expect(mayKeepFor(dayPackFacts, 'u-still-here', startedAt)).toBe(false);
    expect(mayKeepFor(dayPackFacts, 'u-still-here', dayPackGeneration(dayPackFacts))).toBe(true);
  });

  it('answers "a screen was given the copy?" once, then forgets it', () => {
    expect(takeCopyShown(dayPackFacts)).toBe(false);
    noteCopyShown(dayPackFacts);
    expect(facts().copyShown).toBe(true);
    expect(takeCopyShown(dayPackFacts)).toBe(true);
    expect(takeCopyShown(dayPackFacts)).toBe(false);
  });

  it("the router context's facts open on the copy only while the lodge actor shows it (asked at each look)", () => {
    let showing = true;
    const lodge = { getSnapshot: () => ({ hasTag: (tag: string) => tag === 'showingCopy' && showing }) };
    const { opensOnCopy, dayPack } = readFactsOf(lodge, dayPackFacts);
    expect(opensOnCopy()).toBe(true);
    showing = false;
    expect(opensOnCopy()).toBe(false);
    expect(dayPack).toBe(appSystem.get('dayPack'));
  });
});
