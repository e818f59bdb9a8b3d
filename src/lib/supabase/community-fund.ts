import type { FundEntryLine } from '../../data/money';
import { getSupabase } from './client';

/** A fund entry with when it was recorded (the ledger's order). Minor units. */
export interface FundEntry extends FundEntryLine {
  reverses_id: string | null;
  created_at: string;
}

/** The whole ledger, oldest first (O M T; RLS gives staff nothing). @throws the PostgREST error. */
export async function fetchFundEntries(lodgeId: string): Promise<FundEntry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('community_fund_entries')
    .select('id, entry_date, kind, month, amount, purpose, recipient, note, reverses_id, created_at')
    .eq('lodge_id', lodgeId)
    .order('entry_date')
    .order('created_at');
  if (error) throw error;
  return data;
}

/** The closed months (`YYYY-MM-01`), newest first. @throws the PostgREST error. */
export async function fetchClosedMonths(lodgeId: string): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('finance_months')
    .select('month')
    .eq('lodge_id', lodgeId)
    .order('month', { ascending: false });
  if (error) throw error;
  return data.map((row) => row.month);
}

/** Close Month (owners): freezes its figures and credits the share. @throws e.g. 'months_close_in_order'. */
export async function closeFinanceMonth(lodgeId: string, month: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('close_finance_month', { p_lodge_id: lodgeId, p_month: month });
  if (error) throw error;
}

/** A disbursement from the fund (owners); `amount` > 0 in minor units; `id` made on the phone. */
export async function recordFundDisbursement(disbursement: {
  id: string;
  lodgeId: string;
  date: string;
  amount: number;
  purpose: string;
  recipient: string;
  note: string | null;
}): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('record_fund_disbursement', {
    p_lodge_id: disbursement.lodgeId,
    p_entry_date: disbursement.date,
    p_amount: disbursement.amount,
    p_purpose: disbursement.purpose,
    p_recipient: disbursement.recipient,
    p_note: disbursement.note ?? undefined,
    p_id: disbursement.id,
  });
  if (error) throw error;
}

/** The counter-entry of a mistaken disbursement (owners). */
export async function reverseFundEntry(entryId: string, note: string | null): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('reverse_fund_entry', {
    p_entry_id: entryId,
    p_note: note ?? undefined,
  });
  if (error) throw error;
}
