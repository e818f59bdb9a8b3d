import { fromPromise } from 'xstate';
import type { SaveResultsInput, SaveResultsOutput } from '../../../machines/business-model.machine';
import { appendSavedResult, type KeyValueStorage } from './business-model-storage';
import { calculateRoi } from './roi';

/** What the wizard's side effects need: whose answers, where to keep them, and a clock. */
export interface BusinessModelEnvironment {
  userId: string;
  storage: KeyValueStorage;
  /** The current time; injectable so tests can pin "Saved on …". */
  now: () => Date;
}

/**
 * The machine's `saveResults` actor: appends a `SavedResult` (answers, recommendation, ROI at
 * the chosen occupancy) to the user's saved results, stamped with `now()`, and resolves with that time.
 * Rejects when storage refuses the write.
 */
export function createSaveResults({ userId, storage, now }: BusinessModelEnvironment) {
  return fromPromise<SaveResultsOutput, SaveResultsInput>(async ({ input }) => {
    const savedAt = now().toISOString();
    const { lines: _lines, ...roi } = calculateRoi(input.answers, input.occupancy);
    appendSavedResult(storage, userId, {
      savedAt,
      recommendation: input.recommendation,
      answers: input.answers,
      roi,
    });
    return { savedAt };
  });
}
