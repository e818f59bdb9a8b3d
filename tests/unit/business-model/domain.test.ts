import {
  createDefaultAnswers,
  offeringTag,
  recommendModel,
  sanitizeDistance,
  sanitizeMoney,
  sanitizeOccupancy,
  sanitizeStayLength,
  toggleChannel,
  toggleMonth,
  type BusinessModelAnswers,
  type OfferingKey,
} from '../../../machines/shared/business-model';

/** Answers with exactly the given offerings switched on. */
function withOfferings(current: OfferingKey[], future: OfferingKey[] = []): BusinessModelAnswers {
  const answers = createDefaultAnswers();
  for (const key of ['experiences', 'accommodation', 'packages'] as const) {
    answers.currentOfferings[key].selected = current.includes(key);
    answers.futureOfferings[key].selected = future.includes(key);
  }
  return answers;
}

describe('defaults (spec §9)', () => {
  it('has the spec figures and only current accommodation switched on', () => {
    const answers = createDefaultAnswers();
    expect(answers.currentOfferings).toEqual({
      experiences: { selected: false, price: 50, cost: 30 },
      accommodation: { selected: true, price: 100, cost: 60 },
      packages: { selected: false, price: 200, cost: 120 },
    });
    expect(answers.futureOfferings).toEqual({
      experiences: { selected: false, price: 60, cost: 35 },
      accommodation: { selected: false, price: 120, cost: 70 },
      packages: { selected: false, price: 240, cost: 140 },
    });
    expect(answers).toMatchObject({ stayLength: 2, airportDistance: 20, trainDistance: 5, busDistance: 2 });
    expect(answers.closedMonths).toEqual([]);
    expect(Object.values(answers.sellingChannels).some(Boolean)).toBe(false);
    expect(Object.values(answers.goals).some(Boolean)).toBe(false);
  });

  it('returns a fresh object each time', () => {
    const a = createDefaultAnswers();
    a.currentOfferings.packages.selected = true;
    expect(createDefaultAnswers().currentOfferings.packages.selected).toBe(false);
  });
});

describe('sanitising (spec §5)', () => {
  it.each([
    [120, 120],
    ['75', 75],
    ['12.345', 12.35],
    [-5, 0],
    ['abc', 0],
    ['', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
  ])('price/cost %j becomes %j', (input, expected) => {
    expect(sanitizeMoney(input)).toBe(expected);
  });

  it.each([
    [3, 3],
    ['4', 4],
    [0, 1],
    [-2, 1],
    ['', 1],
    ['x', 1],
    [2.6, 3],
  ])('stay length %j becomes %j', (input, expected) => {
    expect(sanitizeStayLength(input)).toBe(expected);
  });

  it.each([
    [20, 20],
    ['7.25', 7.3],
    [-1, 0],
    ['far', 0],
    [undefined, 0],
  ])('distance %j becomes %j', (input, expected) => {
    expect(sanitizeDistance(input)).toBe(expected);
  });

  it.each([
    [75, 75],
    [120, 100],
    [-3, 0],
    [33.4, 33],
    ['nope', 60],
  ])('occupancy %j becomes %j', (input, expected) => {
    expect(sanitizeOccupancy(input)).toBe(expected);
  });
});

describe('closed months', () => {
  it('toggles, keeps ascending order and ignores indexes outside 0–11', () => {
    expect(toggleMonth([], 11)).toEqual([11]);
    expect(toggleMonth([11], 0)).toEqual([0, 11]);
    expect(toggleMonth([0, 11], 11)).toEqual([0]);
    expect(toggleMonth([3], 12)).toEqual([3]);
    expect(toggleMonth([3], -1)).toEqual([3]);
  });
});

describe('selling channels', () => {
  const none = { direct: false, ota: false, tourOperators: false, notSelling: false };

  it('"Not selling" clears the other channels', () => {
    expect(toggleChannel({ ...none, direct: true, ota: true }, 'notSelling')).toEqual({
      ...none,
      notSelling: true,
    });
  });

  it('any other channel clears "Not selling"', () => {
    expect(toggleChannel({ ...none, notSelling: true }, 'tourOperators')).toEqual({
      ...none,
      tourOperators: true,
    });
  });

  it('switching a channel off touches nothing else', () => {
    expect(toggleChannel({ ...none, direct: true, ota: true }, 'ota')).toEqual({ ...none, direct: true });
  });
});

describe('recommendModel (spec §4, in priority order)', () => {
  it('1. packages, current or future → Integrated Tourism Provider (beats everything else)', () => {
    expect(recommendModel(withOfferings(['packages']))).toBe('Integrated Tourism Provider');
    expect(recommendModel(withOfferings([], ['packages']))).toBe('Integrated Tourism Provider');
    expect(recommendModel(withOfferings(['accommodation', 'experiences'], ['packages']))).toBe(
      'Integrated Tourism Provider',
    );
  });

  it('2. otherwise accommodation with experiences → Experience-Led Accommodation', () => {
    expect(recommendModel(withOfferings(['accommodation', 'experiences']))).toBe(
      'Experience-Led Accommodation',
    );
    expect(recommendModel(withOfferings(['accommodation'], ['experiences']))).toBe(
      'Experience-Led Accommodation',
    );
  });

  it('3. otherwise accommodation → Community Homestay Network (the default answers)', () => {
    expect(recommendModel(withOfferings(['accommodation']))).toBe('Community Homestay Network');
    expect(recommendModel(withOfferings([], ['accommodation']))).toBe('Community Homestay Network');
    expect(recommendModel(createDefaultAnswers())).toBe('Community Homestay Network');
  });

  it('4. otherwise experiences → Direct-to-Consumer Experience Provider', () => {
    expect(recommendModel(withOfferings(['experiences']))).toBe('Direct-to-Consumer Experience Provider');
    expect(recommendModel(withOfferings([], ['experiences']))).toBe('Direct-to-Consumer Experience Provider');
  });

  it('5. otherwise → Tourism Startup', () => {
    expect(recommendModel(withOfferings([]))).toBe('Tourism Startup');
  });
});

describe('offering tags (spec §4)', () => {
  it('tags a future offering that is not current as New Offering, a current one as Current', () => {
    const answers = withOfferings(['accommodation'], ['accommodation', 'experiences']);
    expect(offeringTag(answers, 'accommodation')).toBe('Current');
    expect(offeringTag(answers, 'experiences')).toBe('New Offering');
    expect(offeringTag(answers, 'packages')).toBeNull();
  });
});
