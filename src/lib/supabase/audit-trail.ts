import type { LodgeRole } from '../../data/lodge-roles';
import { getSupabase } from './client';
import type { AuditChoice, AuditEntryJson, AuditTable } from './database';

export type { AuditChoice, AuditTable } from './database';

/**
 * One entry of the money's audit trail (`public.audit_log`, issue 32), as the database wrote it: who
 * (their name and role then; `actorId` null = the system), when, what (table, row, booking), the row
 * before → after (the database's jsonb: amounts in minor units) and the reason given.
 */
export interface AuditEntry {
  id: number;
  /** When it happened (ISO timestamp). */
  at: string;
  /** The lodge's date when it happened (`YYYY-MM-DD`, its time zone). */
  lodgeDay: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: LodgeRole | null;
  table: AuditTable;
  /** The row's id (finance_months: the month `YYYY-MM-DD`; lodges: the lodge id). */
  rowId: string;
  bookingId: string | null;
  /** The booking's name when it happened (null once it is gone, or for rows of no booking). */
  bookingName: string | null;
  action: AuditEntryJson['action'];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

/** One page of the trail, newest first, with the filters' choices for the month asked. */
export interface AuditTrailPage {
  entries: AuditEntry[];
  /** Whether more entries match than were read ("Show more"). */
  hasMore: boolean;
  people: AuditChoice[];
  bookings: AuditChoice[];
}

/** What to read: a lodge, and optionally a month (`YYYY-MM-01`), a booking, a person, how many. */
export interface AuditTrailQuery {
  lodgeId: string;
  month?: string | null;
  bookingId?: string | null;
  actorId?: string | null;
  /** 1 … 1000 (default 50). */
  limit?: number;
}

/** The app's shape of one `audit_log` row as `audit_trail` returns it. */
export const auditEntryFromRow = (row: AuditEntryJson): AuditEntry => ({
  id: row.id,
  at: row.at,
  lodgeDay: row.lodge_day,
  actorId: row.actor_id,
  actorName: row.actor_name,
  actorRole: row.actor_role,
  table: row.table_name,
  rowId: row.row_id,
  bookingId: row.booking_id,
  bookingName: row.booking_name,
  action: row.action,
  before: row.before,
  after: row.after,
  reason: row.reason,
});

/**
 * Reads the money's audit trail (RPC `audit_trail`, RLS as the caller: owners, managers and trustees
 * read their lodge's, anyone else an empty page), newest first, filtered by month, booking and person.
 * @throws the PostgREST error (or no answer).
 */
export async function fetchAuditTrail(query: AuditTrailQuery): Promise<AuditTrailPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('audit_trail', {
    p_lodge_id: query.lodgeId,
    ...(query.month ? { p_month: query.month } : {}),
    ...(query.bookingId ? { p_booking_id: query.bookingId } : {}),
    ...(query.actorId ? { p_actor_id: query.actorId } : {}),
    p_limit: query.limit ?? 50,
  });
  if (error) throw error;
  return {
    entries: data.entries.map(auditEntryFromRow),
    hasMore: data.has_more,
    people: data.people,
    bookings: data.bookings,
  };
}
