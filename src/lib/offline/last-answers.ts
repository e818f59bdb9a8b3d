/**
 * The server's last answers to one kind of screen read, held in memory for this page's life (issue 33
 * "Nothing typed is ever lost"): when a screen reads again with no signal before this phone has kept
 * its first day pack (a fresh sign-in whose first pull has not finished, a slow pull on a weak signal),
 * it shows what the server said a moment ago instead of "Not on this phone yet" in place of the screen
 * — bug: on Bookings, a booking tapped offline before the first pack replaced the days by "Waiting for
 * a signal" (the route's loader reads the days again with the booking).
 *
 * One holder per kind of read (`lastAnswers<T>()` beside the read), keyed by what was asked (person,
 * lodge, day…), so a value is only ever given back for the same question, with its own type. Memory
 * only: nothing more is written to the phone's storage, and a sign-out forgets it all
 * ({@link forgetLastAnswers}, called by the day pack's wipe).
 */
export interface LastAnswers<T> {
  /** Keeps `value` as the server's answer to `key`, now. */
  remember: (key: string, value: T) => void;
  /** The last answer to `key` and when it came (ms since the epoch), or null. */
  recall: (key: string) => LastAnswer<T> | null;
}

/** One answer and when it came from the server (ms since the epoch), as the day pack keeps its entries. */
export interface LastAnswer<T> {
  value: T;
  savedAt: number;
}

/** Every holder's forget, so a sign-out clears them all. */
const forgetters = new Set<() => void>();

/**
 * A holder of the last answers to one kind of read, at most `limit` questions (the oldest asked go
 * first: a person paging through many days keeps only the recent ones in memory).
 */
export function lastAnswers<T>(limit = 16): LastAnswers<T> {
  const answers = new Map<string, LastAnswer<T>>();
  forgetters.add(() => answers.clear());
  return {
    remember: (key, value) => {
      answers.delete(key);
      answers.set(key, { value, savedAt: Date.now() });
      for (const oldest of answers.keys()) {
        if (answers.size <= limit) break;
        answers.delete(oldest);
      }
    },
    recall: (key) => answers.get(key) ?? null,
  };
}

/** Forgets every last answer of every kind (sign-out: a shared phone shows nothing of the person who left). */
export function forgetLastAnswers(): void {
  forgetters.forEach((forget) => forget());
}
