import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';

// Each test gets fresh modules: "the first screen was drawn" is once per page load.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstScreen (issue 11: no first screen waits for the toast outlet or the service worker)', () => {
  it('runs the task only after the first screen is drawn, a moment later', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, markFirstScreenDrawn } = await import('../../../src/ui/first-screen');
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();
    markFirstScreenDrawn();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
    markFirstScreenDrawn();
    vi.advanceTimersByTime(20_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a task asked for after the first screen was drawn', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, markFirstScreenDrawn } = await import('../../../src/ui/first-screen');
    markFirstScreenDrawn();
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task (the component unmounted first)', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, markFirstScreenDrawn } = await import('../../../src/ui/first-screen');
    const task = vi.fn();
    const cancel = afterFirstScreen(task);
    cancel();
    markFirstScreenDrawn();
    vi.advanceTimersByTime(20_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('ToastOutlet waits for the first screen', () => {
  it('a toast sent before the first screen is drawn is not lost: it shows once the outlet mounts', async () => {
    const { markFirstScreenDrawn } = await import('../../../src/ui/first-screen');
    const { ToastOutlet } = await import('../../../src/ui/toast-outlet');
    const { showNotification } = await import('../../../src/ui/notify');
    render(
      <MantineProvider env="test">
        <ToastOutlet />
      </MantineProvider>,
    );
    act(() => {
      showNotification({ tone: 'success', title: 'Sent before the first screen' });
    });
    expect(screen.queryByText('Sent before the first screen')).not.toBeInTheDocument();
    act(() => markFirstScreenDrawn());
    expect(await screen.findByText('Sent before the first screen')).toBeInTheDocument();
  });
});
