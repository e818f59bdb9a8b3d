import { redirect } from '@tanstack/react-router';
import { can, type LodgeRole } from '../../data/lodge-roles';
import {
  monthsBack,
  type FinanceMonthLines,
  type FinanceSummary,
  type FinanceYearMonth,
} from '../../data/money';
import { readThroughDayPack } from '../../lib/offline/day-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import { fetchClosedMonths, fetchFundEntries, type FundEntry } from '../../lib/supabase/community-fund';
import { fetchFinanceMonthLines, fetchFinanceSummary, fetchFinanceYear } from '../../lib/supabase/finances';
import { fetchLodgeMoneySettings, type LodgeMoneySettings } from '../../lib/supabase/lodge-money';
import { occupancySummary, type OccupancyFigures } from '../../lib/supabase/rooms';
import { lodgeToday } from '../../lib/lodge-today';

/** What Finances and the trustees' report show for one month (the route loader's data). */
export interface FinancesData {
  /** `YYYY-MM-01`. */
  month: string;
  /** The lodge's current month, `YYYY-MM-01` (the picker's first entry). */
  thisMonth: string;
  settings: LodgeMoneySettings;
  summary: FinanceSummary;
  /** The 12 months ending with `month`, oldest first (the chart). */
  year: FinanceYearMonth[];
  /** Closed months, newest first. */
  closedMonths: string[];
  /** The fund's ledger, oldest first (the report lists the month's movements and the balance). */
  fund: FundEntry[];
  /**
   * The month's lines (issue 32): the adjustments it counts and, closed, those later counted elsewhere
   * that name it. Absent in a copy kept on the phone before issue 32.
   */
  lines?: FinanceMonthLines;
  /**
   * The month's room figures from `occupancy_summary` (issue 31): all rooms first, then per room type.
   * Absent in a copy kept on the phone before issue 31's figures reached Finances.
   */
  occupancy?: OccupancyFigures[];
  /** When the server answered (ISO): offline, the screen says how old its copy is. */
  fetchedAt: string;
}

/**
 * The months the picker offers (issue 32 "Any month"): the 12 after this month, this month, and the 12
 * before it, newest first — deposits taken now for a later month belong to a month anyone can open.
 */
export const pickerMonths = (thisMonth: string) => monthsBack(monthsAhead(thisMonth, 12), 25);

/** The `YYYY-MM-01` month `count` months after `month`. */
export function monthsAhead(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1 + count, 1)).toISOString().slice(0, 10);
}

/** Reads one month's figures (and its room figures), the year around it, the closed months, the fund and the lodge's settings. */
export async function loadFinances(lodgeId: string, month: string, thisMonth: string): Promise<FinancesData> {
  const [settings, summary, year, closedMonths, fund, lines, occupancy] = await Promise.all([
    fetchLodgeMoneySettings(lodgeId),
    fetchFinanceSummary(lodgeId, month),
    fetchFinanceYear(lodgeId, month),
    fetchClosedMonths(lodgeId),
    fetchFundEntries(lodgeId),
    fetchFinanceMonthLines(lodgeId, month),
    occupancySummary(lodgeId, month),
  ]);
  return {
    month,
    thisMonth,
    settings,
    summary,
    year: year.months,
    closedMonths,
    fund,
    lines,
    occupancy,
    fetchedAt: new Date().toISOString(),
  };
}

/**
 * {@link loadFinances} read online; offline (or with no answer) the last copy this phone kept of that
 * month, which says when it was read (issue 20: "Finances read online; offline they show the last copy
 * with its time"). @throws as loadFinances when the server answered with an error, or offline with no copy.
 */
export function loadFinancesOffline(
  facts: ReadFacts,
  userId: string,
  lodgeId: string,
  month: string,
  thisMonth: string,
) {
  return readThroughDayPack(facts.dayPack, userId, `finances:${lodgeId}:${month}`, () =>
    loadFinances(lodgeId, month, thisMonth),
  );
}

/** The lodge as the finance routes' loaders read it from the route context. */
export interface FinancesRouteLodge {
  lodgeId: string;
  role: LodgeRole | null | undefined;
  timezone: string;
}

/**
 * The finance routes' loader (Finances and the trustees' report): staff have no Finances (issue 20) and
 * are sent to Organization; else `month` (`YYYY-MM`, default this month) read with
 * {@link loadFinancesOffline}. Here, not in the route file, so it loads with the screen's chunk rather
 * than the entry (issue 11 budget).
 */
export function loadFinancesRoute(
  facts: ReadFacts,
  userId: string,
  lodge: FinancesRouteLodge,
  month: string | undefined,
) {
  if (!can(lodge.role, 'viewFinances')) throw redirect({ to: '/organization', replace: true });
  const thisMonth = `${lodgeToday(lodge.timezone).slice(0, 7)}-01`;
  return loadFinancesOffline(facts, userId, lodge.lodgeId, month ? `${month}-01` : thisMonth, thisMonth);
}

/** The fund's balance (minor units): the sum of every entry. */
export const fundBalance = (entries: readonly FundEntry[]) =>
  entries.reduce((sum, entry) => sum + entry.amount, 0);
