import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lodgeToday } from '../../../src/lib/lodge-today';
import { useLodgeToday } from '../../../src/ui/use-today';

function ShowToday({ timezone, now }: { timezone: string; now?: () => Date }) {
  return <p>{useLodgeToday(timezone, now)}</p>;
}

describe("The dashboard keeps yesterday's date when left open across midnight (issue 12)", () => {
  afterEach(() => vi.useRealTimers());

  it("rolls over to the new day at the lodge's midnight", async () => {
    vi.useFakeTimers();
    // 23:59:30 in Gaborone (UTC+2) is 21:59:30 UTC.
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 23, 21, 59, 30)));
    render(<ShowToday timezone="Africa/Gaborone" />);
    expect(screen.getByText('2026-11-23')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('2026-11-24')).toBeInTheDocument();
  });

  it('catches up when the phone wakes (timers paused while asleep)', () => {
    let clock = new Date(Date.UTC(2026, 10, 23, 20, 0));
    render(<ShowToday timezone="Africa/Gaborone" now={() => clock} />);
    expect(screen.getByText('2026-11-23')).toBeInTheDocument();
    clock = new Date(Date.UTC(2026, 10, 24, 5, 0));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText('2026-11-24')).toBeInTheDocument();
  });
});

describe("A phone whose time zone differs from its lodge's sees the wrong day (issue 8)", () => {
  it("takes today from the lodge's time zone, not the phone's", () => {
    // 23:30 UTC on the 23rd is already the 24th at a UTC+2 lodge, and still the 23rd in Lima (UTC-5).
    const instant = new Date(Date.UTC(2026, 10, 23, 23, 30));
    expect(lodgeToday('Africa/Gaborone', instant)).toBe('2026-11-24');
    expect(lodgeToday('America/Lima', instant)).toBe('2026-11-23');
    expect(lodgeToday('UTC', instant)).toBe('2026-11-23');
  });

  it('falls back to the phone zone for a name it does not know, instead of crashing', () => {
    expect(lodgeToday('Not/AZone', new Date(2026, 10, 23, 12))).toBe('2026-11-23');
  });
});
