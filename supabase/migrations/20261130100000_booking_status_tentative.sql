-- Issue 31 (Rooms and nights): a stay starts as Tentative (Tentative -> Confirmed -> Checked in ->
-- Checked out, or Cancelled / No-show). Alone in its own migration: PostgreSQL refuses a new enum value
-- in the transaction that added it, so the next migration (20261130100100_rooms_and_stays.sql) can use
-- it once this one has committed.
alter type public.booking_status add value if not exists 'tentative' before 'confirmed';
comment on type public.booking_status is
  'tentative -> confirmed -> checked_in -> checked_out; cancelled / no_show. Tentative is for stays '
  '(issue 31). Timestamps follow from the server clock.';
