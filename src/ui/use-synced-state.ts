import { useState } from 'react';

/**
 * Local state that starts from `source` and starts over whenever `source` changes (a route loader's
 * fresh data), so a screen can show its own successful writes at once and still take the server's
 * copy when the loader runs again (React's "adjust state when a prop changes" pattern).
 */
export function useSyncedState<T>(source: T): [T, (update: (current: T) => T) => void] {
  const [state, setState] = useState({ source, value: source });
  if (state.source !== source) setState({ source, value: source });
  const value = state.source === source ? state.value : source;
  return [value, (update) => setState((current) => ({ ...current, value: update(current.value) }))];
}
