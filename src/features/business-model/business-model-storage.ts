import {
  CHANNEL_KEYS,
  createDefaultAnswers,
  GOAL_KEYS,
  OFFERING_KEYS,
  sanitizeDistance,
  sanitizeMoney,
  sanitizeOccupancy,
  sanitizeStayLength,
  toMonthIndex,
  type BusinessModelAnswers,
  type BusinessModelName,
  type OfferingSet,
} from '../../../machines/shared/business-model';
import { clampStep, type BusinessModelProgress } from '../../../machines/business-model.machine';
import type { RoiSummary } from './roi';

/**
 * Where the wizard lives in the browser: one progress entry and one list of saved results per signed-in
 * user (issue 4: "kept per signed-in user"), so two staff sharing a tablet never see each other's answers.
 */
export function progressKey(userId: string): string {
  return `ecolodge.businessModel.progress.${userId}`;
}

/** The localStorage key of a user's saved results (see {@link SavedResult}). */
export function resultsKey(userId: string): string {
  return `ecolodge.businessModel.results.${userId}`;
}

/** One "Save Results" record: when (ISO time), what was recommended, and the figures behind it. */
export interface SavedResult {
  savedAt: string;
  recommendation: BusinessModelName;
  answers: BusinessModelAnswers;
  /** ROI at the occupancy the manager had chosen, whole US dollars. */
  roi: Omit<RoiSummary, 'lines'>;
}

/** The part of `Storage` used here (window.localStorage in the app, a Map-backed fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sanitizeOfferingSet(value: unknown, fallback: OfferingSet): OfferingSet {
  const source = isRecord(value) ? value : {};
  const result = { ...fallback };
  for (const key of OFFERING_KEYS) {
    const offering = source[key];
    if (!isRecord(offering)) continue;
    result[key] = {
      selected: offering.selected === true,
      price: sanitizeMoney(offering.price),
      cost: sanitizeMoney(offering.cost),
    };
  }
  return result;
}

function sanitizeFlags<K extends string>(keys: readonly K[], value: unknown, fallback: Record<K, boolean>) {
  const source = isRecord(value) ? value : {};
  const result = { ...fallback };
  for (const key of keys) if (typeof source[key] === 'boolean') result[key] = source[key];
  return result;
}

/**
 * Answers read back from storage (or anywhere untrusted), made valid: every rule of spec §5 applied,
 * missing parts taken from the defaults, channel exclusivity restored ("not selling" wins).
 */
export function sanitizeAnswers(value: unknown): BusinessModelAnswers {
  const defaults = createDefaultAnswers();
  if (!isRecord(value)) return defaults;
  const channels = sanitizeFlags(CHANNEL_KEYS, value.sellingChannels, defaults.sellingChannels);
  const months = Array.isArray(value.closedMonths) ? value.closedMonths : [];
  return {
    currentOfferings: sanitizeOfferingSet(value.currentOfferings, defaults.currentOfferings),
    futureOfferings: sanitizeOfferingSet(value.futureOfferings, defaults.futureOfferings),
    stayLength: value.stayLength === undefined ? defaults.stayLength : sanitizeStayLength(value.stayLength),
    airportDistance:
      value.airportDistance === undefined
        ? defaults.airportDistance
        : sanitizeDistance(value.airportDistance),
    trainDistance:
      value.trainDistance === undefined ? defaults.trainDistance : sanitizeDistance(value.trainDistance),
    busDistance: value.busDistance === undefined ? defaults.busDistance : sanitizeDistance(value.busDistance),
    closedMonths: [...new Set(months.map(toMonthIndex).filter((m): m is number => m !== null))].sort(
      (a, b) => a - b,
    ),
    sellingChannels: channels.notSelling
      ? { direct: false, ota: false, tourOperators: false, notSelling: true }
      : channels,
    goals: sanitizeFlags(GOAL_KEYS, value.goals, defaults.goals),
  };
}

/**
 * Progress read back from storage, or null when there is none or it is unreadable. Everything is
 * re-validated: storage is user-editable and outlives app versions.
 */
export function parseProgress(raw: string | null): BusinessModelProgress | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const furthestStep = clampStep(value.furthestStep);
  return {
    step: Math.min(clampStep(value.step), furthestStep),
    furthestStep,
    answers: sanitizeAnswers(value.answers),
    occupancy: sanitizeOccupancy(value.occupancy),
    savedAt: typeof value.savedAt === 'string' ? value.savedAt : null,
    figuresSummary: typeof value.figuresSummary === 'string' ? value.figuresSummary : null,
  };
}

/** The user's saved progress, or null. Never throws (storage may be blocked). */
export function loadProgress(storage: KeyValueStorage, userId: string): BusinessModelProgress | null {
  try {
    return parseProgress(storage.getItem(progressKey(userId)));
  } catch {
    return null;
  }
}

/** Keeps the user's progress. A full or blocked storage is ignored: the wizard keeps working. */
export function saveProgress(
  storage: KeyValueStorage,
  userId: string,
  progress: BusinessModelProgress,
): void {
  try {
    storage.setItem(progressKey(userId), JSON.stringify(progress));
  } catch {
    // Nothing to do: the answers stay in memory for this visit.
  }
}

/** The user's saved results, oldest first. */
export function loadSavedResults(storage: KeyValueStorage, userId: string): SavedResult[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(resultsKey(userId)) ?? '[]');
    return Array.isArray(value) ? (value as SavedResult[]) : [];
  } catch {
    return [];
  }
}

/** Appends a saved result. @throws when storage refuses the write (the machine then reports it). */
export function appendSavedResult(storage: KeyValueStorage, userId: string, result: SavedResult): void {
  storage.setItem(resultsKey(userId), JSON.stringify([...loadSavedResults(storage, userId), result]));
}
