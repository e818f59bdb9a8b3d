import { fromPromise } from 'xstate';
import type {
  LoadLodgeFiguresOutput,
  SaveResultsInput,
  SaveResultsOutput,
} from '../../../machines/business-model.machine';
import { appendSavedResult, type KeyValueStorage, type SavedResult } from './business-model-storage';
import { calculateRoi } from './roi';

/** What the wizard's side effects need: whose answers, where to keep them, and a clock. */
export interface BusinessModelEnvironment {
  userId: string;
  storage: KeyValueStorage;
  /** The current time; injectable so tests can pin "Saved on …". */
  now: () => Date;
  /**
   * Where Save Results goes: the lodge's `business_model_results` in the app (issue 8). Without it
   * (tests, no lodge) results are appended to `storage`. Rejects with the server's error.
   */
  keepResult?: (result: SavedResult) => Promise<void>;
  /**
   * Issue 20: Use our figures — reads the lodge's last 12 months (roles that may view finances only).
   * Without it (no lodge) the button is not shown and the actor rejects.
   */
  loadFigures?: () => Promise<LoadLodgeFiguresOutput>;
}

/** The machine's `loadLodgeFigures` actor (issue 20: Use our figures), over `environment.loadFigures`. */
export function createLoadLodgeFigures({ loadFigures }: BusinessModelEnvironment) {
  return fromPromise<LoadLodgeFiguresOutput>(async () => {
    if (!loadFigures) throw new Error('No lodge to read figures from');
    return loadFigures();
  });
}

/**
 * The machine's `saveResults` actor: keeps a `SavedResult` (answers, recommendation, ROI at the
 * chosen occupancy), stamped with `now()`, through `keepResult` (the lodge's database) or else in
 * the user's storage, and resolves with that time. Rejects when the write fails (the machine reports it).
 */
export function createSaveResults({ userId, storage, now, keepResult }: BusinessModelEnvironment) {
  return fromPromise<SaveResultsOutput, SaveResultsInput>(async ({ input }) => {
    const savedAt = now().toISOString();
    const { lines: _lines, ...roi } = calculateRoi(input.answers, input.occupancy);
    const result: SavedResult = {
      savedAt,
      recommendation: input.recommendation,
      answers: input.answers,
      roi,
    };
    if (keepResult) await keepResult(result);
    else appendSavedResult(storage, userId, result);
    return { savedAt };
  });
}
