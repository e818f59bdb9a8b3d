import {
  OFFERING_KEYS,
  offeringTag,
  type BusinessModelAnswers,
  type OfferingKey,
  type OfferingTag,
} from '../../../machines/shared/business-model';

/** Spec §9: revenue and profit are annual; one sale a day at the occupancy rate. */
export const DAYS_PER_YEAR = 365;
/** Spec §9: the profit split, 85 % company and 15 % community fund (in whole percent). */
export const COMMUNITY_FUND_PERCENT = 15;
/** Spec §9: the company keeps the rest, 85 %. */
export const COMPANY_PERCENT = 100 - COMMUNITY_FUND_PERCENT;

/**
 * One row of the ROI table: an offering selected on step 1 or 2, with the figures used (US dollars per
 * day: the current price/cost, or the future estimate for a New Offering) and its annual figures in
 * whole US dollars.
 */
export interface RoiLine {
  offering: OfferingKey;
  tag: OfferingTag;
  price: number;
  cost: number;
  annualRevenue: number;
  annualProfit: number;
}

/** The ROI calculator's figures, all in whole US dollars. `companyShare + communityFund === totalProfit`. */
export interface RoiSummary {
  occupancy: number;
  lines: RoiLine[];
  totalRevenue: number;
  totalProfit: number;
  companyShare: number;
  communityFund: number;
}

/** Rounds half away from zero, so a loss rounds like a gain of the same size. */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * An amount per day over a year at an occupancy, in whole dollars (spec §9: amount × 365 × occupancy).
 * Rounding rule: the exact figure is computed in cents × percent (integers, no floating-point drift)
 * and rounded once, to the nearest dollar, half away from zero.
 * @param perDay US dollars per day (may be negative for a profit when cost exceeds price)
 * @param occupancy whole percent, 0–100
 */
export function annualAmount(perDay: number, occupancy: number): number {
  const centsTimesPercent = Math.round(perDay * 100) * DAYS_PER_YEAR * occupancy;
  return roundHalfAwayFromZero(centsTimesPercent / 10_000);
}

/**
 * Splits the total annual profit (whole dollars), spec §9: 15 % to the community fund, rounded to the
 * nearest dollar; the company gets the rest, so the two always add up to the total. A loss is not
 * shared: the fund gets $0 and the company carries it.
 */
export function splitProfit(totalProfit: number): { companyShare: number; communityFund: number } {
  const communityFund = totalProfit > 0 ? Math.round((totalProfit * COMMUNITY_FUND_PERCENT) / 100) : 0;
  return { companyShare: totalProfit - communityFund, communityFund };
}

/**
 * The ROI calculator (spec §9, issue 4) for the answers at an occupancy (whole percent). One line per
 * selected offering; totals are the sums of the rounded lines, so the table adds up as printed.
 */
export function calculateRoi(answers: BusinessModelAnswers, occupancy: number): RoiSummary {
  const lines: RoiLine[] = [];
  for (const offering of OFFERING_KEYS) {
    const tag = offeringTag(answers, offering);
    if (!tag) continue;
    const source = tag === 'Current' ? answers.currentOfferings : answers.futureOfferings;
    const { price, cost } = source[offering];
    lines.push({
      offering,
      tag,
      price,
      cost,
      annualRevenue: annualAmount(price, occupancy),
      annualProfit: annualAmount(price - cost, occupancy),
    });
  }
  const totalRevenue = lines.reduce((sum, line) => sum + line.annualRevenue, 0);
  const totalProfit = lines.reduce((sum, line) => sum + line.annualProfit, 0);
  return { occupancy, lines, totalRevenue, totalProfit, ...splitProfit(totalProfit) };
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole US dollars with thousands separators, e.g. 21900 → "$21,900", -1200 → "-$1,200". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
