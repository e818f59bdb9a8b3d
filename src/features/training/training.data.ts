import {
  fetchPracticeSummary,
  recordPracticeToday,
  type PracticeSummary,
} from '../../lib/supabase/language-practice';
import { readThroughDayPack } from '../../lib/offline/day-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import { packRows, readThroughLodgePack } from '../../lib/offline/lodge-pack';
import { lastAnswers } from '../../lib/offline/last-answers';
import { fetchLodgeSettings } from '../../lib/supabase/lodge-settings';
import { listOutbox } from '../../lib/offline/outbox';
import { progressWithOutbox } from '../../lib/offline/outbox-overlay';
import { markTrainingDone, undoTrainingDone } from '../../lib/offline/lazy-queued-writes';
import { fetchTrainingProgress } from '../../lib/supabase/training-progress';
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

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastTraining = lastAnswers<TrainingData>();

/**
 * {@link loadTraining} through the day pack (issue 9): offline (or with no answer) the progress kept in
 * the person's pack, with the steps marked done offline (still in the outbox) at 100 %.
 * @throws as `loadTraining`; `NotKeptOffline` offline with no pack.
 */
export async function loadTrainingOffline(
  facts: ReadFacts,
  userId: string,
  lodgeId: string,
): Promise<TrainingData> {
  // The outbox is read while the request is out (the overlay skips what the answer already holds).
  const waiting = listOutbox(userId).catch(() => []);
  const data = await readThroughLodgePack(
    facts.dayPack,
    userId,
    lodgeId,
    () => loadTraining(lodgeId),
    (pack) => ({
      progress: new Map(packRows(pack.tables.training_progress).map((row) => [row.moduleId, row.progress])),
    }),
    { answers: lastTraining, key: '' },
  );
  return { progress: progressWithOutbox(data.progress, await waiting, lodgeId) };
}

/** Who Housekeeping's "Need Help?" card calls: the lodge's reception, from Lodge settings. */
export interface Reception {
  name: string;
  /** Null while no owner has set the reception's phone. */
  phone: string | null;
}

/** What /hospitality/housekeeping shows: the member's progress and the lodge's reception. */
export interface HousekeepingData extends TrainingData {
  /** Null when it could not be read (offline before it was ever read on this phone). */
  reception: Reception | null;
}

/**
 * {@link loadTrainingOffline} plus the lodge's reception (issue 34: the Need Help card calls the
 * lodge's own number, never a sample one), whose last answer is kept in the day pack.
 * @throws as `loadTrainingOffline`.
 */
export async function loadHousekeepingOffline(
  facts: ReadFacts,
  userId: string,
  lodgeId: string,
): Promise<HousekeepingData> {
  const [training, reception] = await Promise.all([
    loadTrainingOffline(facts, userId, lodgeId),
    readThroughDayPack(facts.dayPack, userId, `reception:${lodgeId}`, () =>
      fetchLodgeSettings(lodgeId).then((settings): Reception => ({
        name: settings.receptionName,
        phone: settings.receptionPhone,
      })),
    ).catch(() => null),
  ]);
  return { ...training, reception };
}

/** {@link loadTraining} plus the practice summary (RPC `language_practice_summary`), in parallel. */
export async function loadLanguage(lodgeId: string): Promise<LanguageData> {
  const [training, practice] = await Promise.all([loadTraining(lodgeId), fetchPracticeSummary(lodgeId)]);
  return { ...training, practice };
}

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastLanguage = lastAnswers<LanguageData>();

/**
 * {@link loadLanguage} through the day pack (issue 9): offline (or with no answer) the progress and
 * practice figures kept at the last pull, with the steps marked done offline at 100 %.
 * @throws as `loadLanguage`; `NotKeptOffline` offline with no pack.
 */
export async function loadLanguageOffline(
  facts: ReadFacts,
  userId: string,
  lodgeId: string,
): Promise<LanguageData> {
  // The outbox is read while the request is out (the overlay skips what the answer already holds).
  const waiting = listOutbox(userId).catch(() => []);
  const data = await readThroughLodgePack(
    facts.dayPack,
    userId,
    lodgeId,
    () => loadLanguage(lodgeId),
    (pack) =>
      pack.practice
        ? {
            progress: new Map(
              packRows(pack.tables.training_progress).map((row) => [row.moduleId, row.progress]),
            ),
            practice: pack.practice,
          }
        : null,
    { answers: lastLanguage, key: '' },
  );
  return {
    ...data,
    progress: progressWithOutbox(data.progress, await waiting, lodgeId),
  };
}

/** The training screens' writes, swappable in tests. Each rejects with the server's error. */
export const trainingWrites = {
  /** "Mark as done": the module at 100 % for the signed-in member. */
  markModuleDone: markTrainingDone,
  /** Undo of "Mark as done" (issue 18): the module back to the percent it had. */
  undoModuleDone: undoTrainingDone,
  /** "I practised today": today's practice day, idempotent; resolves to the new summary. */
  recordPracticeToday,
};

export type TrainingWrites = typeof trainingWrites;
