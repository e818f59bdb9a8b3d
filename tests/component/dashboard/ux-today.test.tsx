import { act, render, screen } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msUntilNextMidnight, useToday } from '../../../src/ui/use-today';

function ShowToday({ now }: { now: () => Dayjs }) {
  return <p>{useToday(now).format('dddd, MMMM D')}</p>;
}

describe("The dashboard keeps yesterday's date when left open across midnight (issue 12)", () => {
  afterEach(() => vi.useRealTimers());

  it('rolls over to the new day at midnight', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 23, 23, 59, 30));
    const now = () => dayjs();
    render(<ShowToday now={now} />);
    expect(screen.getByText('Monday, November 23')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.getByText('Tuesday, November 24')).toBeInTheDocument();
  });

  it('catches up when the phone wakes (timers paused while asleep)', () => {
    let clock = dayjs(new Date(2026, 10, 23, 22, 0));
    render(<ShowToday now={() => clock} />);
    expect(screen.getByText('Monday, November 23')).toBeInTheDocument();
    clock = dayjs(new Date(2026, 10, 24, 7, 0));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText('Tuesday, November 24')).toBeInTheDocument();
  });

  it('waits until just past the next local midnight', () => {
    expect(msUntilNextMidnight(dayjs(new Date(2026, 10, 23, 23, 59, 0)))).toBe(61_000);
  });
});
