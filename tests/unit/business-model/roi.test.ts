import { createDefaultAnswers } from '../../../machines/shared/business-model';
import {
  annualAmount,
  calculateRoi,
  formatDollars,
  splitProfit,
} from '../../../src/features/business-model/roi';

describe('ROI arithmetic (spec §9)', () => {
  it('accommodation alone at 60 %: revenue $21,900, profit $8,760, company $7,446, community $1,314', () => {
    const roi = calculateRoi(createDefaultAnswers(), 60);
    expect(roi.lines).toEqual([
      {
        offering: 'accommodation',
        tag: 'Current',
        price: 100,
        cost: 60,
        annualRevenue: 21_900,
        annualProfit: 8_760,
      },
    ]);
    expect(roi).toMatchObject({
      totalRevenue: 21_900,
      totalProfit: 8_760,
      companyShare: 7_446,
      communityFund: 1_314,
    });
    expect(formatDollars(roi.totalRevenue)).toBe('$21,900');
    expect(formatDollars(roi.companyShare)).toBe('$7,446');
  });

  it('uses the current figures for current offerings and the estimates for New Offerings', () => {
    const answers = createDefaultAnswers();
    answers.futureOfferings.accommodation.selected = true; // already current: current figures win
    answers.futureOfferings.packages.selected = true; // new: estimate 240/140
    const roi = calculateRoi(answers, 100);
    expect(roi.lines.map((l) => [l.offering, l.tag, l.price, l.cost])).toEqual([
      ['accommodation', 'Current', 100, 60],
      ['packages', 'New Offering', 240, 140],
    ]);
    expect(roi.totalRevenue).toBe(36_500 + 87_600);
    expect(roi.totalProfit).toBe(14_600 + 36_500);
  });

  it('has no lines and zero figures when nothing is switched on', () => {
    const answers = createDefaultAnswers();
    answers.currentOfferings.accommodation.selected = false;
    expect(calculateRoi(answers, 60)).toEqual({
      occupancy: 60,
      lines: [],
      totalRevenue: 0,
      totalProfit: 0,
      companyShare: 0,
      communityFund: 0,
    });
  });

  it('is zero at 0 % occupancy and price × 365 at 100 %', () => {
    expect(annualAmount(100, 0)).toBe(0);
    expect(annualAmount(100, 100)).toBe(36_500);
  });
});

describe('money rounding rule', () => {
  it('rounds each annual figure once, to the nearest whole dollar, half away from zero', () => {
    expect(annualAmount(0.1, 1)).toBe(0); // 0.365
    expect(annualAmount(1, 1)).toBe(4); // 3.65
    expect(annualAmount(0.5, 30)).toBe(55); // 54.75
    expect(annualAmount(10, 50)).toBe(1_825); // exact
    expect(annualAmount(0.02, 50)).toBe(4); // 3.65
    expect(annualAmount(2, 50)).toBe(365);
    expect(annualAmount(0.2, 50)).toBe(37); // 36.5 exactly → away from zero
    expect(annualAmount(-0.2, 50)).toBe(-37);
  });

  it('has no floating-point drift on cents (39.9 = 100.1 − 60.2)', () => {
    expect(annualAmount(100.1 - 60.2, 100)).toBe(14_564); // 14,563.5 → 14,564
  });

  it('rounds the community fund to the dollar and gives the company the rest, so they add up', () => {
    expect(splitProfit(8_760)).toEqual({ companyShare: 7_446, communityFund: 1_314 });
    expect(splitProfit(10)).toEqual({ companyShare: 8, communityFund: 2 }); // 1.5 → 2
    expect(splitProfit(1)).toEqual({ companyShare: 1, communityFund: 0 }); // 0.15 → 0
    for (const total of [0, 1, 7, 99, 1_001, 123_457]) {
      const { companyShare, communityFund } = splitProfit(total);
      expect(companyShare + communityFund).toBe(total);
    }
  });

  it('shares no loss with the community fund', () => {
    expect(splitProfit(-500)).toEqual({ companyShare: -500, communityFund: 0 });
  });

  it('totals are the sums of the rounded lines', () => {
    const answers = createDefaultAnswers();
    answers.currentOfferings.experiences = { selected: true, price: 0.5, cost: 0 };
    answers.currentOfferings.accommodation = { selected: true, price: 0.5, cost: 0 };
    const roi = calculateRoi(answers, 30); // each line 54.75 → 55
    expect(roi.lines.map((l) => l.annualRevenue)).toEqual([55, 55]);
    expect(roi.totalRevenue).toBe(110);
  });

  it('formats whole dollars with thousands separators', () => {
    expect(formatDollars(1_234_567)).toBe('$1,234,567');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(-1_200)).toBe('-$1,200');
  });
});
