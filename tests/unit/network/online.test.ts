// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createOnlineStore,
  feedOnline,
  onlineNow,
  onOnlineChange,
  whenOnlineAgain,
} from '../../../src/lib/network/online';

/**
 * Issue 35: "one source answers 'online' — a tiny store the network machine feeds, so the sign-in
 * page's first download stays small". Without a feed (the sign-in island) it follows the browser.
 */
const browser = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('one answer to "is the phone online?"', () => {
  it('without a feed it is the browser’s: its flag now, its events after', () => {
    const reports: boolean[] = [];
    const stop = onOnlineChange((online) => reports.push(online));
    browser(false);
    expect(onlineNow()).toBe(false);
    browser(true);
    expect(onlineNow()).toBe(true);
    expect(reports).toEqual([false, true]);
    stop();
    browser(false);
    expect(reports).toEqual([false, true]);
    browser(true);
  });

  it('with a feed (the network machine) the feed answers, and the browser’s events are no longer heard here', () => {
    let report: (online: boolean) => void = () => {};
    const stopFeed = feedOnline((next) => {
      report = next;
      next(true);
      return () => {
        report = () => {};
      };
    });
    const reports: boolean[] = [];
    const stop = onOnlineChange((online) => reports.push(online));
    report(false);
    // The browser's flag says online; the network machine says offline: the machine's word counts.
    expect(onlineNow()).toBe(false);
    browser(true);
    expect(reports).toEqual([false]);
    report(true);
    expect(onlineNow()).toBe(true);
    stop();
    stopFeed();
    // The feed gone, the browser answers again.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(onlineNow()).toBe(false);
  });

  it('whenOnlineAgain runs on each return of the network, not at once, until stopped', () => {
    const run = vi.fn();
    const stop = whenOnlineAgain(run);
    expect(run).not.toHaveBeenCalled();
    browser(false);
    browser(true);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
    browser(false);
    browser(true);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('bug: an offline event without the browser’s flag (a test page, a flaky browser) was not heard', () => {
  it('the last event heard answers while someone listens', () => {
    const stop = onOnlineChange(() => {});
    window.dispatchEvent(new Event('offline'));
    expect(onlineNow()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(onlineNow()).toBe(true);
    stop();
  });
});

describe('issue 35 review: the online store is one closure (createOnlineStore)', () => {
  it('two stores are independent: a feed of one is not heard by the other, which follows the browser', () => {
    const fedStore = createOnlineStore();
    const browserStore = createOnlineStore();
    let report: (online: boolean) => void = () => {};
    const stopFeed = fedStore.feedOnline((feedReport) => {
      report = feedReport;
      report(false);
      return () => {};
    });
    const heard: boolean[] = [];
    const stop = browserStore.onOnlineChange((online) => heard.push(online));
    // Reported by the feed after the other store listens: not heard there.
    report(false);
    expect(heard).toEqual([]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(fedStore.onlineNow()).toBe(false);
    expect(browserStore.onlineNow()).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(browserStore.onlineNow()).toBe(false);
    expect(heard).toEqual([false]);
    stop();
    stopFeed();
    expect(fedStore.onlineNow()).toBe(true);
  });
});
