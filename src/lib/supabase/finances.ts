import type { FinanceMonthLines, FinanceSummary, FinanceYear } from '../../data/money';
import { getSupabase } from './client';

/**
 * The month's figures from `public.finance_summary` (issue 20: one definition of profit, used by the
 * screen, the report and the CSV). `month` is `YYYY-MM-01`. @throws the PostgREST error (42501 for
 * staff).
 */
export async function fetchFinanceSummary(lodgeId: string, month: string): Promise<FinanceSummary> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('finance_summary', { p_lodge_id: lodgeId, p_month: month });
  if (error) throw error;
  return data;
}

/** The 12 months ending with `month` (`YYYY-MM-01`), see {@link FinanceYear}. */
export async function fetchFinanceYear(lodgeId: string, month: string): Promise<FinanceYear> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('finance_year', { p_lodge_id: lodgeId, p_month: month });
  if (error) throw error;
  return data;
}

/** The month's lines, see {@link FinanceMonthLines}. @throws the PostgREST error (42501 for staff). */
export async function fetchFinanceMonthLines(lodgeId: string, month: string): Promise<FinanceMonthLines> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('finance_month_lines', { p_lodge_id: lodgeId, p_month: month });
  if (error) throw error;
  return data;
}
