import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSubmit } from '../../../src/ui/use-submit';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.restoreAllMocks());

describe('useSubmit (issue 35 "One write path")', () => {
  it('is pending while the write runs, and a second run while pending is ignored (a double tap never sends twice)', async () => {
    const { result } = renderHook(() => useSubmit());
    const write = deferred<string>();
    const action = vi.fn(() => write.promise);
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run('Not saved.', action);
      second = result.current.run('Not saved.', action);
    });
    expect(result.current.pending).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => write.resolve('theirs'));
    await expect(first).resolves.toBe('theirs');
    await expect(second).resolves.toBeUndefined();
    expect(result.current.pending).toBe(false);
    expect(result.current.problem).toBeNull();
  });

  it('words a failure by the error catalogue, in the area given', async () => {
    const { result } = renderHook(() => useSubmit('finances'));
    const refusal = { code: 'P0001', message: 'fund_below_zero' };
    await act(() => result.current.run('Not corrected.', () => Promise.reject(refusal)));
    expect(result.current.problem).toBe('Not corrected. The community fund cannot go below zero.');
    expect(result.current.error).toBe(refusal);
    expect(result.current.pending).toBe(false);
    // A write that got no answer: the catalogue's connection sentence.
    await act(() => result.current.run('Not corrected.', () => Promise.reject(new TypeError('x'))));
    expect(result.current.problem).toMatch(/^Not corrected\. /);
  });

  it('lets a form word a refusal from the catalogue’s pieces', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(() =>
      result.current.run(
        () => 'Not saved: taken.',
        () => Promise.reject(new Error('x')),
      ),
    );
    expect(result.current.problem).toBe('Not saved: taken.');
  });

  it('clears the problem when a new run starts, and on clear()', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(() => result.current.run('Not saved.', () => Promise.reject({ message: 'no' })));
    expect(result.current.problem).toBe('Not saved. no');
    const write = deferred<void>();
    act(() => void result.current.run('Not saved.', () => write.promise));
    expect(result.current.problem).toBeNull();
    await act(async () => write.reject({ message: 'again' }));
    expect(result.current.problem).toBe('Not saved. again');
    act(() => result.current.clear());
    expect(result.current.problem).toBeNull();
  });

  it('retry runs the last attempt again', async () => {
    const { result } = renderHook(() => useSubmit());
    const action = vi.fn().mockRejectedValueOnce({ message: 'down' }).mockResolvedValueOnce('kept');
    await act(() => result.current.run('Not saved.', action));
    expect(result.current.problem).toBe('Not saved. down');
    await act(() => result.current.retry());
    expect(action).toHaveBeenCalledTimes(2);
    expect(result.current.problem).toBeNull();
  });

  it('sets nothing and warns of nothing when the form closes during a run', async () => {
    const errors = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useSubmit());
    const write = deferred<void>();
    let done: Promise<void | undefined> = Promise.resolve();
    act(() => {
      done = result.current.run('Not saved.', () => write.promise);
    });
    unmount();
    write.reject({ message: 'late' });
    await expect(done).resolves.toBeUndefined();
    expect(result.current.pending).toBe(true);
    expect(result.current.problem).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
