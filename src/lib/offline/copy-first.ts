/**
 * Whether screens open on the phone's copy right now (issue 22 "The installed app opens on today's
 * data at once"): the app started on what this phone kept and the server has not answered yet. The
 * fact has one owner, the lodge actor (its `showingCopy` tag); the app's wiring hands its question to
 * this module once (`followCopyFirst`, src/app/wiring.ts), and the reads through the day pack ask it
 * (`opensOnCopy`), so no loader passes it along. Before the wiring, and in tests that do not set it,
 * nothing opens on the copy.
 */

// Module state: the wiring hands in the lodge actor's reader (src/app/wiring.ts); this module sits below the
// actor's layer and cannot import it.
let showingCopy: () => boolean = () => false;
/** Whether a read gave a screen the copy since {@link takeCopyShown} last asked. */
// Module state: set by a read that served the copy, read and cleared once by the router's wiring
// (takeCopyShown).
let copyShown = false;

/** Is the app showing the phone's copy, so that a read should give the kept rows at once? */
export function opensOnCopy(): boolean {
  return showingCopy();
}

/**
 * Notes that a screen was given the phone's copy while the app showed it (`readThroughLodgePackCopy`),
 * so the screens are read again from the server once it answers.
 */
export function noteCopyShown(): void {
  copyShown = true;
}

/**
 * Whether any screen was given the phone's copy since the last call, and forgets it. The wiring asks
 * when the lodge actor has heard from the server: only then must the screens be read again (a cold
 * start whose screens read the server because no copy was kept fetches nothing twice).
 */
export function takeCopyShown(): boolean {
  const shown = copyShown;
  copyShown = false;
  return shown;
}

/**
 * Makes `question` the answer of {@link opensOnCopy} (the lodge actor's `showingCopy` tag).
 * @returns the function that stops following it (nothing opens on the copy then).
 */
export function followCopyFirst(question: () => boolean): () => void {
  showingCopy = question;
  return () => {
    if (showingCopy === question) showingCopy = () => false;
  };
}
