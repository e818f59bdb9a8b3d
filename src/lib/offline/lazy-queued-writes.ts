import { lazyModule } from '../lazy-module';
import type * as Queued from './queued-writes';
import type { CommandKind, CommandPayloads } from './commands';

/**
 * The queued writes (queued-writes.ts) behind `import()`: the screens that write (dashboard, bookings,
 * training) name these as their default writes without carrying the outbox and IndexedDB code in
 * their first download (issue 11 budgets). By the time a person taps Save the sync has loaded the
 * module already (it sets the outbox's person), so the import resolves at once. Same signatures,
 * same errors. A failed fetch (no signal before the module came) is the write's failure, and the next
 * write fetches again.
 */
const queued = lazyModule(() => import('./queued-writes'));
const load = queued.load;

/**
 * Loads the queued writes now (issue 31, housekeeping board offline): a screen whose writes must work
 * when the signal goes right after it opened — before the sync has loaded them — asks for them as it
 * opens. A failure is left to the write itself.
 */
export const preloadQueuedWrites: () => void = queued.preload;

/**
 * The words after saving a write of `kind` with `payload` that resolved to `result` (`savedWords`,
 * saved-words.ts: "… saved on this phone — waiting to send" when it was kept, the screen's words when
 * sent; null for no toast), loaded with the writes — so a screen near its budget (Bookings, the
 * dashboard) does not carry them, and they are here whenever a write went through these (offline too).
 */
export const wordsAfterSave = <K extends CommandKind>(
  kind: K,
  payload: CommandPayloads[K],
  result: { pending?: boolean },
): Promise<string | null> => load().then((writes) => writes.savedWords(kind, payload, result));

export const addDailyNote = (...args: Parameters<typeof Queued.addDailyNote>) =>
  load().then((writes) => writes.addDailyNote(...args));
export const addBookingNote = (...args: Parameters<typeof Queued.addBookingNote>) =>
  load().then((writes) => writes.addBookingNote(...args));
export const setBookingStatus = (...args: Parameters<typeof Queued.setBookingStatus>) =>
  load().then((writes) => writes.setBookingStatus(...args));
export const addBooking = (...args: Parameters<typeof Queued.addBooking>) =>
  load().then((writes) => writes.addBooking(...args));
export const markTrainingDone = (...args: Parameters<typeof Queued.markTrainingDone>) =>
  load().then((writes) => writes.markTrainingDone(...args));
export const undoTrainingDone = (...args: Parameters<typeof Queued.undoTrainingDone>) =>
  load().then((writes) => writes.undoTrainingDone(...args));
export const markRoom = (...args: Parameters<typeof Queued.markRoom>) =>
  load().then((writes) => writes.markRoom(...args));
export const bookStay = (...args: Parameters<typeof Queued.bookStay>) =>
  load().then((writes) => writes.bookStay(...args));
export const changeStayDates = (...args: Parameters<typeof Queued.changeStayDates>) =>
  load().then((writes) => writes.changeStayDates(...args));
export const moveStay = (...args: Parameters<typeof Queued.moveStay>) =>
  load().then((writes) => writes.moveStay(...args));
export const editDailyNote = (...args: Parameters<typeof Queued.editDailyNote>) =>
  load().then((writes) => writes.editDailyNote(...args));
