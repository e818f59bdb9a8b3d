import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from './client';
import type { Database } from './database';
import { fetchPersonName } from './profiles';

/**
 * Issue 33 "No lost updates, anywhere": the one way a data module edits a shared row. The write is
 * `PATCH table?id=eq.X&updated_at=eq.<seen>` (`updated_at` is set by the server on every write,
 * `private.touch`), so it applies only while the row is still the version the person saw; zero rows
 * back means someone changed it meanwhile (or it is gone), and the row as it is now is read with who
 * changed it (`updated_by`, migration 20261202200000) — nothing is overwritten.
 */

type Tables = Database['public']['Tables'];

/**
 * The shared rows the app edits, each with `updated_at` (server clock) and `updated_by`. All are keyed
 * by `id` but `lodge_members` (`lodge_id`, `user_id`: its version moves only with the role, migration
 * 20261204100000).
 */
export type EditableTable =
  | 'bookings'
  | 'daily_notes'
  | 'booking_notes'
  | 'products'
  | 'distribution_channels'
  | 'staff_members'
  | 'lodges'
  | 'reviews'
  | 'feedback_scores'
  | 'social_mentions'
  | 'message_templates'
  | 'lodge_members';

/** The version of a row someone else saved after the person opened it. */
export interface TheirVersion<Row> {
  /** The row as it is now, as the module shapes it. */
  row: Row;
  /** Who saved it ("Kagiso", "@kagiso", "Someone" when the server does not know). */
  byName: string;
  /** When (ISO, the server's clock): the version a Keep mine is conditional on. */
  at: string;
}

/** What an edit came to: saved (the row as kept), or not applied because the row changed meanwhile. */
export type Edited<Row> =
  { saved: Row; theirs?: undefined } | { theirs: TheirVersion<Row>; saved?: undefined };

/** The row was deleted before the edit reached it (final: PGRST116, never retried by the outbox). */
export class RowGone extends Error {
  readonly code = 'PGRST116';
  constructor() {
    super('This was deleted meanwhile. Nothing was changed.');
    this.name = 'RowGone';
  }
}

/**
 * Applies `changes` to row `key` of `table` (its `id`, or the columns of a two-column key, e.g.
 * `{ lodge_id, user_id }`) only while its `updated_at` is `seen` (the version the person
 * saw; null: not known — e.g. a row read before issue 33 — and then the write is unconditional).
 * `changes` holds only the fields the person changed (a form opened from the phone's copy never writes
 * fields the person did not touch); with none, nothing is written and the row is read back.
 * `select` is the module's column list (it gets `updated_at, updated_by` added) and `fromRow` its mapper.
 * @returns `{ saved }` or `{ theirs }` (see {@link Edited}). @throws {@link RowGone} when no row is left
 * (or RLS hides it); the PostgREST error (42501, 23514…) as it came.
 */
export async function updateIfUnchanged<T extends EditableTable, Shape extends object, Row>(
  table: T,
  key: string | Readonly<Record<string, string>>,
  seen: string | null | undefined,
  changes: Tables[T]['Update'],
  select: string,
  fromRow: (row: Shape) => Row,
): Promise<Edited<Row>> {
  // supabase-js types a select from its literal text; this one is the caller's, so the caller names
  // the shape its columns give (`Shape`, the module's own row type) — the one cast, here.
  const shaped = (row: Record<string, unknown>) => fromRow(row as Shape);
  // The client without its schema types (`any` rows): supabase-js cannot type a table chosen at run
  // time nor a select built from text; `changes` is typed per table above and rows by `Shape`.
  const supabase: SupabaseClient = await getSupabase();
  const columns = /\bupdated_at\b/.test(select)
    ? `${select}, updated_by`
    : `${select}, updated_at, updated_by`;
  const keyColumns = Object.entries(typeof key === 'string' ? { id: key } : key);
  if (Object.keys(changes).length > 0) {
    let update = supabase.from(table).update(changes);
    for (const [column, value] of keyColumns) update = update.eq(column, value);
    if (seen) update = update.eq('updated_at', seen);
    const { data, error } = await update.select(columns);
    if (error) throw error;
    const saved: unknown = data[0];
    if (isRecord(saved)) return { saved: shaped(saved) };
  }
  let read = supabase.from(table).select(columns);
  for (const [column, value] of keyColumns) read = read.eq(column, value);
  const { data, error } = await read.maybeSingle();
  if (error) throw error;
  const current: unknown = data;
  if (!isRecord(current)) throw new RowGone();
  if (Object.keys(changes).length === 0) return { saved: shaped(current) };
  const at = typeof current.updated_at === 'string' ? current.updated_at : new Date().toISOString();
  const by = typeof current.updated_by === 'string' ? current.updated_by : null;
  return { theirs: { row: shaped(current), at, byName: by ? await fetchPersonName(by) : 'Someone' } };
}

/**
 * The columns of `after` whose value differs from `before`'s (issue 33: a form sends only the fields the
 * person changed, so an edit from the phone's copy never writes fields they did not touch).
 */
export function changedColumns<V>(before: Record<string, V>, after: Record<string, V>): Record<string, V> {
  return Object.fromEntries(Object.entries(after).filter(([column, value]) => before[column] !== value));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
