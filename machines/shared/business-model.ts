/**
 * The Business Model wizard's answers (spec §3), their defaults (spec §9), the sanitising rules for
 * what is typed in (spec §5) and the recommendation (spec §4). Pure functions only: the machine and the
 * screens share them, and model-based tests run them thousands of times.
 */

/** The three kinds of offering a lodge sells (spec §3), in display order. */
export const OFFERING_KEYS = ['experiences', 'accommodation', 'packages'] as const;
/** One of {@link OFFERING_KEYS}. */
export type OfferingKey = (typeof OFFERING_KEYS)[number];

/** `current` = sold today (step 1); `future` = planned, with estimated figures (step 2). */
export type OfferingHorizon = 'current' | 'future';

/**
 * One offering card: switched on or off, with what the lodge charges and what one unit costs it.
 * Both in US dollars per day sold (per night for accommodation); minimum 0 (spec §5).
 */
export interface Offering {
  selected: boolean;
  price: number;
  cost: number;
}

/** The three offering cards of one horizon. */
export type OfferingSet = Record<OfferingKey, Offering>;

/** How guests can book today (spec §3). `notSelling` excludes the other three. */
export const CHANNEL_KEYS = ['direct', 'ota', 'tourOperators', 'notSelling'] as const;
/** One of {@link CHANNEL_KEYS}. */
export type ChannelKey = (typeof CHANNEL_KEYS)[number];

/** What the manager wants from the business (spec §3). */
export const GOAL_KEYS = ['directBookings', 'expandOfferings', 'improveMargins', 'createJobs'] as const;
/** One of {@link GOAL_KEYS}. */
export type GoalKey = (typeof GOAL_KEYS)[number];

/** The three distance answers, in kilometres from the lodge (spec §3). */
export const DISTANCE_KEYS = ['airportDistance', 'trainDistance', 'busDistance'] as const;
/** One of {@link DISTANCE_KEYS}. */
export type DistanceKey = (typeof DISTANCE_KEYS)[number];

/** Everything the wizard asks (spec §3 "Business wizard answers"). */
export interface BusinessModelAnswers {
  currentOfferings: OfferingSet;
  /** Planned offerings; price and cost are estimates. */
  futureOfferings: OfferingSet;
  /** Average stay in whole days, minimum 1. */
  stayLength: number;
  /** Kilometres to the nearest airport, minimum 0. */
  airportDistance: number;
  /** Kilometres to the nearest train station, minimum 0. */
  trainDistance: number;
  /** Kilometres to the nearest bus stop, minimum 0. */
  busDistance: number;
  /** Months the lodge is closed, as month indexes 0 (January) to 11 (December), ascending, no repeats. */
  closedMonths: number[];
  sellingChannels: Record<ChannelKey, boolean>;
  goals: Record<GoalKey, boolean>;
}

/** Spec §9: the wizard has 8 steps. */
export const WIZARD_STEP_COUNT = 8;
/** Spec §9: the ROI occupancy slider starts at 60 %. */
export const DEFAULT_OCCUPANCY = 60;

/**
 * The answers a first visit starts with (spec §9 figures). Only current accommodation starts switched
 * on: the users run a lodge, so they already sell beds, and the ROI calculator then shows real figures
 * at once. Experiences, packages and every future offering start off, so nothing is claimed or planned
 * on the manager's behalf (a future offering switched on by default would show up as a "New Offering").
 */
export function createDefaultAnswers(): BusinessModelAnswers {
  return {
    currentOfferings: {
      experiences: { selected: false, price: 50, cost: 30 },
      accommodation: { selected: true, price: 100, cost: 60 },
      packages: { selected: false, price: 200, cost: 120 },
    },
    futureOfferings: {
      experiences: { selected: false, price: 60, cost: 35 },
      accommodation: { selected: false, price: 120, cost: 70 },
      packages: { selected: false, price: 240, cost: 140 },
    },
    stayLength: 2,
    airportDistance: 20,
    trainDistance: 5,
    busDistance: 2,
    closedMonths: [],
    sellingChannels: { direct: false, ota: false, tourOperators: false, notSelling: false },
    goals: { directBookings: false, expandOfferings: false, improveMargins: false, createJobs: false },
  };
}

/** A finite number from a number or numeric text (NumberInput gives either), else null. */
function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Spec §5: a price or cost is numeric, minimum 0; a non-number becomes 0. Kept to whole cents. */
export function sanitizeMoney(value: unknown): number {
  const amount = toFiniteNumber(value);
  if (amount === null || amount <= 0) return 0;
  return Math.round(amount * 100) / 100;
}

/** Spec §5: stay length is at least 1 day and falls back to 1. Rounded to whole days. */
export function sanitizeStayLength(value: unknown): number {
  const days = toFiniteNumber(value);
  if (days === null) return 1;
  return Math.max(1, Math.round(days));
}

/** Spec §5: a distance is at least 0 km and falls back to 0. Kept to one decimal (100 m). */
export function sanitizeDistance(value: unknown): number {
  const km = toFiniteNumber(value);
  if (km === null || km <= 0) return 0;
  return Math.round(km * 10) / 10;
}

/** Spec §9: occupancy is a whole percentage 0–100; anything unreadable falls back to the 60 % default. */
export function sanitizeOccupancy(value: unknown): number {
  const percent = toFiniteNumber(value);
  if (percent === null) return DEFAULT_OCCUPANCY;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** A month index 0–11, or null for anything else. */
export function toMonthIndex(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 11 ? value : null;
}

/** Adds or removes a closed month, keeping the list ascending and free of repeats. */
export function toggleMonth(closedMonths: readonly number[], month: number): number[] {
  if (toMonthIndex(month) === null) return [...closedMonths];
  const next = closedMonths.includes(month)
    ? closedMonths.filter((m) => m !== month)
    : [...closedMonths, month];
  return next.sort((a, b) => a - b);
}

/**
 * Switches one selling channel. "Not selling" and the real channels exclude each other: switching
 * `notSelling` on clears the others, switching any other on clears `notSelling`.
 */
export function toggleChannel(
  channels: Readonly<Record<ChannelKey, boolean>>,
  channel: ChannelKey,
): Record<ChannelKey, boolean> {
  const on = !channels[channel];
  if (!on) return { ...channels, [channel]: false };
  if (channel === 'notSelling') {
    return { direct: false, ota: false, tourOperators: false, notSelling: true };
  }
  return { ...channels, [channel]: true, notSelling: false };
}

/** The five business models of spec §4, in priority order. */
export const BUSINESS_MODELS = [
  'Integrated Tourism Provider',
  'Experience-Led Accommodation',
  'Community Homestay Network',
  'Direct-to-Consumer Experience Provider',
  'Tourism Startup',
] as const;
/** One of {@link BUSINESS_MODELS}. */
export type BusinessModelName = (typeof BUSINESS_MODELS)[number];

/** Whether an offering is switched on today or in the plans (spec §4 reads both horizons). */
export function isOffered(answers: BusinessModelAnswers, offering: OfferingKey): boolean {
  return answers.currentOfferings[offering].selected || answers.futureOfferings[offering].selected;
}

/**
 * The recommended model, spec §4 by priority, each rule reading current and future offerings together:
 * 1. packages → Integrated Tourism Provider; 2. accommodation and experiences → Experience-Led
 * Accommodation; 3. accommodation → Community Homestay Network; 4. experiences → Direct-to-Consumer
 * Experience Provider; 5. nothing → Tourism Startup.
 */
export function recommendModel(answers: BusinessModelAnswers): BusinessModelName {
  if (isOffered(answers, 'packages')) return 'Integrated Tourism Provider';
  const accommodation = isOffered(answers, 'accommodation');
  const experiences = isOffered(answers, 'experiences');
  if (accommodation && experiences) return 'Experience-Led Accommodation';
  if (accommodation) return 'Community Homestay Network';
  if (experiences) return 'Direct-to-Consumer Experience Provider';
  return 'Tourism Startup';
}

/**
 * How an offering appears on step 8: `Current` when sold today, `New Offering` when only planned
 * (spec §4: "a future offering not already current is tagged New Offering"), null when neither.
 */
export type OfferingTag = 'Current' | 'New Offering';

/** The tag of one offering, see {@link OfferingTag}. */
export function offeringTag(answers: BusinessModelAnswers, offering: OfferingKey): OfferingTag | null {
  if (answers.currentOfferings[offering].selected) return 'Current';
  if (answers.futureOfferings[offering].selected) return 'New Offering';
  return null;
}
