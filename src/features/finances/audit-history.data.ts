import { redirect } from '@tanstack/react-router';
import { can } from '../../data/lodge-roles';
import { readThroughDayPack } from '../../lib/offline/day-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import { fetchAuditTrail, type AuditTrailPage } from '../../lib/supabase/audit-trail';
import { fetchLodgeMoneySettings } from '../../lib/supabase/lodge-money';
import { lodgeToday } from '../../lib/lodge-today';
import type { FinancesRouteLodge } from './finances.data';
import { auditPageSize, type AuditHistorySearch } from './audit-history-search';

export { auditPageSize, type AuditHistorySearch };

/** What the History page shows: the trail's page, the lodge's currency and time zone, the months offered. */
export interface AuditHistoryData {
  page: AuditTrailPage;
  currency: string;
  timeZone: string;
  /** The lodge's current month, `YYYY-MM-01`. */
  thisMonth: string;
  search: AuditHistorySearch;
}

/**
 * The History page's loader (issue 32: owners, managers and trustees read who changed what; staff are
 * sent to Organization like Finances). Online the server's trail (a copy kept on the phone per
 * filter), offline that copy. @throws the PostgREST error, or offline with no copy.
 */
export function loadAuditHistoryRoute(
  facts: ReadFacts,
  userId: string,
  lodge: FinancesRouteLodge,
  search: AuditHistorySearch,
): Promise<AuditHistoryData> {
  if (!can(lodge.role, 'viewFinances')) throw redirect({ to: '/organization', replace: true });
  const today = lodgeToday(lodge.timezone);
  const key = `audit:${lodge.lodgeId}:${search.month ?? ''}:${search.booking ?? ''}:${search.person ?? ''}:${search.shown ?? auditPageSize}`;
  return readThroughDayPack(facts.dayPack, userId, key, async () => {
    const [settings, page] = await Promise.all([
      fetchLodgeMoneySettings(lodge.lodgeId),
      fetchAuditTrail({
        lodgeId: lodge.lodgeId,
        month: search.month ? `${search.month}-01` : null,
        bookingId: search.booking ?? null,
        actorId: search.person ?? null,
        limit: search.shown ?? auditPageSize,
      }),
    ]);
    return {
      page,
      currency: settings.currency,
      timeZone: lodge.timezone,
      thisMonth: `${today.slice(0, 7)}-01`,
      search,
    };
  });
}

/**
 * The trustees' report's appendix (issue 32): the month's audit entries (`month` `YYYY-MM`, default the
 * lodge's this month), up to 1000, newest first — online the server's (a copy kept on the phone),
 * offline that copy; null when neither can be had (the report still shows its figures).
 */
export async function loadAuditAppendix(
  facts: ReadFacts,
  userId: string,
  lodge: FinancesRouteLodge,
  month: string | undefined,
): Promise<AuditTrailPage | null> {
  if (!can(lodge.role, 'viewFinances')) return null;
  const first = month ? `${month}-01` : `${lodgeToday(lodge.timezone).slice(0, 7)}-01`;
  return readThroughDayPack(facts.dayPack, userId, `audit-appendix:${lodge.lodgeId}:${first}`, () =>
    fetchAuditTrail({ lodgeId: lodge.lodgeId, month: first, limit: 1000 }),
  ).catch(() => null);
}
