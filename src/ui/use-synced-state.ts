import { useCallback, useState } from 'react';

/**
 * Local state that starts from `source` and starts over whenever `source` changes (a route loader's
 * fresh data), so a screen can show its own successful writes at once and still take the server's
 * copy when the loader runs again (React's "adjust state when a prop changes" pattern). The updater
 * is the same function on every render.
 */
export function useSyncedState<T>(source: T): [T, (update: (current: T) => T) => void] {
  const [state, setState] = useState({ source, value: source });
  if (state.source !== source) setState({ source, value: source });
  const value = state.source === source ? state.value : source;
  // The same updater on every render: screens pass it to memoised parts (issue 31 bench:web).
  const set = useCallback(
    (update: (current: T) => T) => setState((current) => ({ ...current, value: update(current.value) })),
    [],
  );
  return [value, set];
}
