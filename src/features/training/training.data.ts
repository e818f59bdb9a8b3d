import {
  fetchPracticeSummary,
  recordPracticeToday,
  type PracticeSummary,
} from '../../lib/supabase/language-practice';
import { fetchTrainingProgress, markModuleDone } from '../../lib/supabase/training-progress';
import type { ProgressByModule } from '../../data/training';

/** What the training screens (/hospitality, /hospitality/housekeeping) show: the member's own progress. */
export interface TrainingData {
  progress: ProgressByModule;
}

/** What /language shows: the member's path progress and practice figures. */
export interface LanguageData extends TrainingData {
  practice: PracticeSummary;
}

/**
 * Reads the signed-in member's module progress in `lodgeId` (issue 8 "Training and language": each
 * member's own). @returns percent by module id. @throws the PostgREST error (the route's error screen).
 */
export async function loadTraining(lodgeId: string): Promise<TrainingData> {
  const rows = await fetchTrainingProgress(lodgeId);
  return { progress: new Map([...rows].map(([moduleId, row]) => [moduleId, row.progress])) };
}

/** {@link loadTraining} plus the practice summary (RPC `language_practice_summary`), in parallel. */
export async function loadLanguage(lodgeId: string): Promise<LanguageData> {
  const [training, practice] = await Promise.all([loadTraining(lodgeId), fetchPracticeSummary(lodgeId)]);
  return { ...training, practice };
}

/** The training screens' writes, swappable in tests. Each rejects with the server's error. */
export const trainingWrites = {
  /** "Mark as done": the module at 100 % for the signed-in member. */
  markModuleDone,
  /** "I practised today": today's practice day, idempotent; resolves to the new summary. */
  recordPracticeToday,
};

export type TrainingWrites = typeof trainingWrites;
