import { createDefaultAnswers } from '../../../machines/shared/business-model';
import {
  appendSavedResult,
  loadProgress,
  loadSavedResults,
  parseProgress,
  progressKey,
  resultsKey,
  sanitizeAnswers,
  saveProgress,
  type KeyValueStorage,
} from '../../../src/features/business-model/business-model-storage';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('business model storage', () => {
  it('keys progress and results by user id', () => {
    expect(progressKey('u1')).toBe('ecolodge.businessModel.progress.u1');
    expect(resultsKey('u1')).toBe('ecolodge.businessModel.results.u1');
  });

  it('round-trips progress per user', () => {
    const storage = memoryStorage();
    const progress = {
      step: 4,
      furthestStep: 6,
      answers: createDefaultAnswers(),
      occupancy: 55,
      savedAt: null,
      figuresSummary: 'Accommodation P 950 a night, cost P 300, 61 % occupancy.',
    };
    saveProgress(storage, 'u1', progress);
    expect(loadProgress(storage, 'u1')).toEqual(progress);
    expect(loadProgress(storage, 'u2')).toBeNull();
  });

  it('ignores unreadable progress and repairs invalid values', () => {
    expect(parseProgress('{nope')).toBeNull();
    expect(parseProgress('"text"')).toBeNull();
    const repaired = parseProgress(
      JSON.stringify({
        step: 9,
        furthestStep: 4,
        occupancy: 'x',
        answers: {
          currentOfferings: { packages: { selected: true, price: -4, cost: 'abc' } },
          stayLength: 0,
          airportDistance: -1,
          closedMonths: [3, 3, 14, 1],
          sellingChannels: { direct: true, notSelling: true },
        },
      }),
    );
    expect(repaired).toMatchObject({ step: 4, furthestStep: 4, occupancy: 60, savedAt: null });
    expect(repaired?.answers.currentOfferings.packages).toEqual({ selected: true, price: 0, cost: 0 });
    expect(repaired?.answers.currentOfferings.accommodation.selected).toBe(true); // default kept
    expect(repaired?.answers).toMatchObject({ stayLength: 1, airportDistance: 0, trainDistance: 5 });
    expect(repaired?.answers.closedMonths).toEqual([1, 3]);
    expect(repaired?.answers.sellingChannels).toEqual({
      direct: false,
      ota: false,
      tourOperators: false,
      notSelling: true,
    });
  });

  it('falls back to the defaults for missing answers', () => {
    expect(sanitizeAnswers(undefined)).toEqual(createDefaultAnswers());
  });

  it('appends saved results and survives a blocked storage on progress writes', () => {
    const storage = memoryStorage();
    const roi = { occupancy: 60, totalRevenue: 1, totalProfit: 1, companyShare: 1, communityFund: 0 };
    const record = {
      savedAt: '2026-11-20T10:00:00.000Z',
      recommendation: 'Tourism Startup' as const,
      answers: createDefaultAnswers(),
      roi,
    };
    appendSavedResult(storage, 'u1', record);
    appendSavedResult(storage, 'u1', { ...record, savedAt: '2026-11-21T10:00:00.000Z' });
    expect(loadSavedResults(storage, 'u1').map((r) => r.savedAt)).toEqual([
      '2026-11-20T10:00:00.000Z',
      '2026-11-21T10:00:00.000Z',
    ]);
    const blocked: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const progress = {
      step: 1,
      furthestStep: 1,
      answers: createDefaultAnswers(),
      occupancy: 60,
      savedAt: null,
      figuresSummary: null,
    };
    expect(() => saveProgress(blocked, 'u1', progress)).not.toThrow();
    expect(() => appendSavedResult(blocked, 'u1', record)).toThrow();
  });
});
