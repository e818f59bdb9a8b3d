import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMountedOnceOpened } from '../../../src/ui/use-mounted-once-opened';

describe('useMountedOnceOpened', () => {
  it('keeps a dialog out of the tree until it is first opened', () => {
    const { result, rerender } = renderHook(({ opened }) => useMountedOnceOpened(opened), {
      initialProps: { opened: false },
    });
    expect(result.current).toBe(false);
    rerender({ opened: false });
    expect(result.current).toBe(false);
  });

  it('mounts it in the render that opens it and keeps it after it closes (its closing transition)', () => {
    const { result, rerender } = renderHook(({ opened }) => useMountedOnceOpened(opened), {
      initialProps: { opened: false },
    });
    rerender({ opened: true });
    expect(result.current).toBe(true);
    rerender({ opened: false });
    expect(result.current).toBe(true);
  });

  it('is mounted at once when it starts open', () => {
    const { result } = renderHook(() => useMountedOnceOpened(true));
    expect(result.current).toBe(true);
  });
});
