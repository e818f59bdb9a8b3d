/**
 * What each caller may do to each lodge table: the one spec both RLS matrices check — the contract
 * test through supabase-js on the embedded backend (tests/contract/rls-matrix.test.ts) and the SQL
 * matrix on a real PostgreSQL set up like hosted Supabase (scripts/real-postgres.ts).
 *
 * Each expectation is a 6-letter string in the order owner, manager, staff, trustee, outsider, anon
 * (the outsider owns lodge B; every row under test lives in lodge A):
 *   r  allowed: the row is read / inserted / updated / deleted (and really gone);
 *   0  nothing there for you: empty result, the update/delete touches 0 rows (the row stays);
 *   x  refused: 42501 (PostgREST: 403) and the row stays;
 *   u  signed out: 42501 as anon (PostgREST: 401).
 * `move` is an UPDATE of the row's lodge_id to a lodge the caller owns (issue 23: every member of
 * lodge A also owns lodge C; the outsider owns B): it must never succeed.
 */
export type RlsOp = 'select' | 'insert' | 'update' | 'delete' | 'move';

/** The callers, in the order of the expectation strings. */
export const RLS_CALLERS = ['owner', 'manager', 'staff', 'trustee', 'outsider', 'anon'] as const;

export const RLS_EXPECTATIONS: Record<string, Partial<Record<RlsOp, string>>> = {
  lodges: { select: 'rrrr0u', insert: 'xxxxxu', update: 'rxxx0u', delete: 'rxxx0u' },
  lodge_members: { select: 'rrrr0u', insert: 'xxxxxu', update: 'rrxx0u', delete: 'rrxx0u', move: 'xxxxxu' },
  // Issue 34: a revoked code is kept (revoke_lodge_invitation sets revoked_at); nobody deletes one.
  lodge_invitations: {
    select: 'rr000u',
    insert: 'xxxxxu',
    update: 'xxxxxu',
    delete: 'xxxxxu',
    move: 'xxxxxu',
  },
  staff_members: { select: 'rrrr0u', insert: 'rrxxxu', update: 'rrxx0u', delete: 'rrxx0u', move: 'xxxx0u' },
  shifts: { select: 'rrrr0u', insert: 'rrxxxu', update: 'rrxx0u', delete: 'rrxx0u', move: 'xxxx0u' },
  // Staff may change details only of bookings they added themselves (the fixture is service-made).
  bookings: { select: 'rrrr0u', insert: 'rrrxxu', update: 'rrxx0u', delete: 'rrxx0u', move: 'xxxx0u' },
  booking_contacts: {
    select: 'rrr00u',
    insert: 'rrrxxu',
    update: 'rrr00u',
    delete: 'rrx00u',
    move: 'xxx00u',
  },
  // Written by the staff member: authors edit and delete their notes, owners and managers any (issue 18).
  booking_notes: { select: 'rrr00u', insert: 'rrrxxu', update: 'rrr00u', delete: 'rrr00u', move: 'xxx00u' },
  daily_notes: { select: 'rrrr0u', insert: 'rrrxxu', update: 'rrrx0u', delete: 'rrrx0u', move: 'xxxx0u' },
  // Tombstones (issue #9): written only by the delete trigger; members read their lodge's.
  deleted_rows: { select: 'rrrr0u', insert: 'xxxxxu', update: 'xxxxxu', delete: 'xxxxxu', move: 'xxxxxu' },
  products: { select: 'rrrr0u', insert: 'rrxxxu', update: 'rrxx0u', delete: 'rrxx0u', move: 'xxxx0u' },
  distribution_channels: {
    select: 'rrrr0u',
    insert: 'rrxxxu',
    update: 'rrxx0u',
    delete: 'rrxx0u',
    move: 'xxxx0u',
  },
  reviews: { select: 'rrrr0u', insert: 'rrxxxu', update: 'rrxx0u', delete: 'rrxx0u', move: 'xxxx0u' },
  feedback_scores: { select: 'rrrr0u', insert: 'rrxxxu', update: 'rrxx0u', delete: 'rrxx0u', move: 'xxxx0u' },
  social_mentions: { select: 'rrrr0u', insert: 'rrxxxu', update: 'rrxx0u', delete: 'rrxx0u', move: 'xxxx0u' },
  message_templates: {
    select: 'rrrr0u',
    insert: 'rrxxxu',
    update: 'rrxx0u',
    delete: 'rrxx0u',
    move: 'xxxx0u',
  },
  review_replies: { select: 'rrrr0u', insert: 'rrxxxu', update: 'rrxx0u', delete: 'rrxx0u', move: 'xxxx0u' },
  // Saved by the manager: immutable (no UPDATE grant); the author or an owner deletes.
  business_model_results: {
    select: 'rrrr0u',
    insert: 'rrxxxu',
    update: 'xxxxxu',
    delete: 'rrxx0u',
    move: 'xxxxxu',
  },
  // Issue 20, the money: items and payments at the desk (owners, managers, staff; trustees read no
  // booking money); items are never edited or deleted directly: corrections and removals (with a
  // reason) go through their RPCs (issue 32); payments are append-only (a refund is a negative
  // payment). Closed months and the community fund are written only by their RPCs; owners, managers
  // and trustees read them. Issue 36: items and payments are added only through add_booking_item and
  // record_payment (O M S, which check each amount is a JSON number), never by a direct insert.
  booking_items: { select: 'rrr00u', insert: 'xxxxxu', update: 'xxxxxu', delete: 'xxxxxu', move: 'xxxxxu' },
  payments: { select: 'rrr00u', insert: 'xxxxxu', update: 'xxxxxu', delete: 'xxxxxu', move: 'xxxxxu' },
  finance_months: { select: 'rr0r0u', insert: 'xxxxxu', update: 'xxxxxu', delete: 'xxxxxu', move: 'xxxxxu' },
  // Issue 32: the money's audit trail, written only by its trigger; owners, managers and trustees read it;
  // nobody inserts, changes or removes a row (service_role included).
  audit_log: { select: 'rr0r0u', insert: 'xxxxxu', update: 'xxxxxu', delete: 'xxxxxu', move: 'xxxxxu' },
  community_fund_entries: {
    select: 'rr0r0u',
    insert: 'xxxxxu',
    update: 'xxxxxu',
    delete: 'xxxxxu',
    move: 'xxxxxu',
  },
  // Issue 31, rooms and nights: owners and managers keep the rooms and their out-of-order periods; staff
  // read them (the board, the front desk); trustees see none (occupancy_summary only). A stay's rooms
  // and the housekeeping log are written only by the stay RPCs and mark_room (no API write grants).
  rooms: { select: 'rrr00u', insert: 'rrxxxu', update: 'rrx00u', delete: 'rrx00u', move: 'xxx00u' },
  room_out_of_order: {
    select: 'rrr00u',
    insert: 'rrxxxu',
    update: 'rrx00u',
    delete: 'rrx00u',
    move: 'xxx00u',
  },
  stay_rooms: { select: 'rrr00u', insert: 'xxxxxu', update: 'xxxxxu', delete: 'xxxxxu', move: 'xxxxxu' },
  room_status_changes: {
    select: 'rrr00u',
    insert: 'xxxxxu',
    update: 'xxxxxu',
    delete: 'xxxxxu',
    move: 'xxxxxu',
  },
  // The staff member's own progress: only they write it; owners and managers read it.
  training_progress: {
    select: 'rrr00u',
    insert: 'rrrxxu',
    update: 'xxr00u',
    delete: 'xxr00u',
    move: 'xxx00u',
  },
  language_practice: {
    select: 'rrr00u',
    insert: 'rrrxxu',
    update: 'xxr00u',
    delete: 'xxr00u',
    move: 'xxx00u',
  },
  // The staff member's profile: co-members read it; only its user changes it.
  profiles: { select: 'rrrr0u', update: '00r00u' },
};
