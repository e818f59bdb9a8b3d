import { useEffect, useRef, useState } from 'react';
import { failureSentence, type RefusalArea } from '../lib/supabase/errors';

/**
 * How a failed write is worded: what failed ("The note was not saved."), which the error catalogue
 * follows with why (`failureSentence`); or, for a refusal a form names from the catalogue's pieces (a
 * stay's overlapping room), a function from the error to the whole sentence.
 */
export type FailureWords = string | ((error: unknown) => string);

/** A form's one write path (see {@link useSubmit}). */
export interface Submit {
  /** True while an attempt runs: the button shows so, and another attempt is ignored. */
  pending: boolean;
  /** Why the last attempt failed, in the catalogue's words; null before, while running, after `clear`. */
  problem: string | null;
  /** The last failure's error (a form that puts a refusal on one field reads its code); else undefined. */
  error: unknown;
  /**
   * Runs `action` unless an attempt is running (a double tap never sends twice). Resolves to what it
   * resolved to (a conflict's theirs, say), or undefined when it failed (then `problem` says why) or
   * was ignored. Never rejects.
   */
  run<T>(words: FailureWords, action: () => Promise<T>): Promise<T | undefined>;
  /** Runs the last attempt again (a Retry button). */
  retry(): Promise<unknown>;
  /** Forgets the problem (the person changed what it was about). */
  clear(): void;
}

/**
 * Issue 35 "One write path": the one hook that owns a form's pending state, its problem and its retry.
 * A failure is worded only by the error catalogue (`failureSentence` with `area`), and never resets a
 * field: the form keeps what was typed. A conflict (issue 33) is no failure: the action resolves to
 * theirs and the form shows Keep mine / Take theirs as before. After unmount nothing is set.
 * @param area the refusals the catalogue words in this form's terms ('finances', 'staff'…).
 */
export function useSubmit(area?: RefusalArea): Submit {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ problem: string; error: unknown } | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);
  const last = useRef<() => Promise<unknown>>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = async <T>(words: FailureWords, action: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    last.current = () => run(words, action);
    busy.current = true;
    setPending(true);
    setFailure(null);
    try {
      return await action();
    } catch (error) {
      const problem = typeof words === 'string' ? failureSentence(words, error, area) : words(error);
      if (mounted.current) setFailure({ problem, error });
      return undefined;
    } finally {
      busy.current = false;
      if (mounted.current) setPending(false);
    }
  };
  return {
    pending,
    problem: failure?.problem ?? null,
    error: failure?.error,
    run,
    retry: () => last.current?.() ?? Promise.resolve(),
    clear: () => setFailure(null),
  };
}
