-- Lodge settings the money and weather work read (issues 18 and 20):
--   capacity   rooms or beds the lodge can sell a night; the denominator of occupancy
--              (accommodation nights sold ÷ capacity × nights in the month). NULL = not set yet.
--   latitude / longitude   decimal degrees (WGS 84) for the weather forecast; both or neither.
-- Owners update them through the existing "Owners update their lodge" policy; no new grants needed
-- (authenticated already has UPDATE on public.lodges, RLS decides).
alter table public.lodges
  add column capacity integer check (capacity between 1 and 10000),
  add column latitude numeric(8, 5) check (latitude between -90 and 90),
  add column longitude numeric(8, 5) check (longitude between -180 and 180),
  add constraint lodges_coordinates_both check ((latitude is null) = (longitude is null));

comment on column public.lodges.capacity is
  'Rooms or beds the lodge can sell a night (occupancy''s denominator, issue 20). NULL until set.';
comment on column public.lodges.latitude is 'Decimal degrees, WGS 84; set together with longitude (weather).';
comment on column public.lodges.longitude is 'Decimal degrees, WGS 84; set together with latitude (weather).';
