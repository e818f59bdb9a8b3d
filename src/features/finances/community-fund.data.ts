import { redirect } from '@tanstack/react-router';
import { can } from '../../data/lodge-roles';
import { monthsBack, type FinanceSummary } from '../../data/money';
import { readThroughDayPack } from '../../lib/offline/day-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import {
  closeFinanceMonth,
  fetchClosedMonths,
  fetchFundEntries,
  recordFundDisbursement,
  reverseFundEntry,
  type FundEntry,
} from '../../lib/supabase/community-fund';
import { fetchFinanceSummary } from '../../lib/supabase/finances';
import { fetchLodgeMoneySettings, type LodgeMoneySettings } from '../../lib/supabase/lodge-money';
import { lodgeToday } from '../../lib/lodge-today';
import type { FinancesRouteLodge } from './finances.data';

/** What the community fund screen shows (its route loader's data). */
export interface CommunityFundData {
  settings: LodgeMoneySettings;
  /** The ledger, oldest first. */
  entries: FundEntry[];
  /** Closed months, newest first. */
  closedMonths: string[];
  /** The lodge's today, `YYYY-MM-DD` (a disbursement's default date). */
  today: string;
  /**
   * The month an owner may close next (`YYYY-MM-01`) with its figures: the month after the latest
   * closed one, or last month when none is closed yet; null while that month has not ended.
   */
  toClose: { month: string; summary: FinanceSummary } | null;
  /** When the server answered (ISO). */
  fetchedAt: string;
}

/** The next month to close, or null while it has not ended (months close in order, issue 20). */
export function nextMonthToClose(closedMonths: readonly string[], today: string): string | null {
  const thisMonth = `${today.slice(0, 7)}-01`;
  const latest = closedMonths[0];
  const next = latest ? nextMonth(latest) : monthsBack(thisMonth, 2)[1];
  return next && next < thisMonth ? next : null;
}

function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, monthNumber ?? 1, 1)).toISOString().slice(0, 10);
}

/** Reads the ledger, the closed months, the lodge's settings and the next month to close's figures. */
export async function loadCommunityFund(lodgeId: string, today: string): Promise<CommunityFundData> {
  const [settings, entries, closedMonths] = await Promise.all([
    fetchLodgeMoneySettings(lodgeId),
    fetchFundEntries(lodgeId),
    fetchClosedMonths(lodgeId),
  ]);
  const month = nextMonthToClose(closedMonths, today);
  const toClose = month ? { month, summary: await fetchFinanceSummary(lodgeId, month) } : null;
  return { settings, entries, closedMonths, today, toClose, fetchedAt: new Date().toISOString() };
}

/** {@link loadCommunityFund} online; offline the last copy kept on this phone (with its time). */
export function loadCommunityFundOffline(facts: ReadFacts, userId: string, lodgeId: string, today: string) {
  return readThroughDayPack(facts.dayPack, userId, `community-fund:${lodgeId}`, () =>
    loadCommunityFund(lodgeId, today),
  );
}

/**
 * The community fund route's loader: staff have no fund screen (issue 20) and are sent to Organization;
 * else {@link loadCommunityFundOffline} for the lodge's today. Here, not in the route file, so it loads
 * with the screen's chunk rather than the entry (issue 11 budget).
 */
export function loadCommunityFundRoute(facts: ReadFacts, userId: string, lodge: FinancesRouteLodge) {
  if (!can(lodge.role, 'viewFinances')) throw redirect({ to: '/organization', replace: true });
  return loadCommunityFundOffline(facts, userId, lodge.lodgeId, lodgeToday(lodge.timezone));
}

/** The fund screen's writes (owners), swappable in tests. Each rejects with the server's error. */
export const communityFundWrites = {
  closeMonth: closeFinanceMonth,
  recordDisbursement: recordFundDisbursement,
  reverseEntry: reverseFundEntry,
};
export type CommunityFundWrites = typeof communityFundWrites;
