import { getSupabase } from './client';
import { changedColumns, updateIfUnchanged, type Edited } from './update-if-unchanged';

/*
 * A lodge's own row as owners change it (issue 18): New lodge, Lodge settings, Remove sample content,
 * Delete lodge. Apart from lodges.ts, which the app's first download carries (the lodge machine's
 * reads), so these load only with the screens that use them.
 */

/** What New lodge asks for (issue 18). */
export interface NewLodge {
  name: string;
  location: string;
  /** IANA time zone, e.g. Africa/Gaborone. */
  timezone: string;
  /** Fill it with the spec's sample content (off by default). */
  addSample: boolean;
}

/**
 * Starts another lodge with the caller as its owner (RPC `create_lodge`); it becomes their last-opened
 * lodge. @returns the lodge id. @throws the PostgREST error (`unknown_time_zone`, a check violation).
 */
export async function createLodge(lodge: NewLodge): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('create_lodge', {
    p_name: lodge.name,
    p_location: lodge.location,
    p_timezone: lodge.timezone,
    p_add_sample: lodge.addSample,
  });
  if (error) throw error;
  return data;
}

/** A lodge's settings as owners edit them on /organization (issue 18 "Lodge settings"). */
export interface LodgeSettings {
  name: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: string;
  /** ISO 4217, e.g. BWP. */
  currency: string;
  communitySharePct: number;
  capacity: number | null;
  receptionName: string;
  receptionPhone: string | null;
  /** Still holds sample content (Remove sample content is offered). */
  sampleContent: boolean;
  /**
   * Amounts are recorded, so the currency can no longer change (issue 32 "Currency is chosen once";
   * RPC `lodge_currency_locked`). Read-only: never saved.
   */
  currencyLocked?: boolean;
  /** The server's `updated_at` (ISO): the version a save is conditional on (issue 33). */
  updatedAt?: string;
}

const settingsColumns =
  'name, location, latitude, longitude, timezone, currency, community_share_pct, capacity, reception_name, reception_phone, sample_content, updated_at';

/** A `lodges` row as read with {@link settingsColumns}. */
interface SettingsRow {
  name: string;
  location: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
  timezone: string;
  currency: string;
  community_share_pct: number | string;
  capacity: number | null;
  reception_name: string;
  reception_phone: string | null;
  sample_content: boolean;
  updated_at?: string;
}

/** The settings of a `lodges` row (numerics may come back as JSON strings; the app counts in numbers). */
const settingsFromRow = (data: SettingsRow): LodgeSettings => ({
  name: data.name,
  location: data.location,
  latitude: data.latitude === null ? null : Number(data.latitude),
  longitude: data.longitude === null ? null : Number(data.longitude),
  timezone: data.timezone,
  currency: data.currency,
  communitySharePct: Number(data.community_share_pct),
  capacity: data.capacity,
  receptionName: data.reception_name,
  receptionPhone: data.reception_phone,
  sampleContent: data.sample_content,
  ...(data.updated_at ? { updatedAt: data.updated_at } : {}),
});

/** The `lodges` columns the settings form writes. */
const settingsWrite = (settings: Omit<LodgeSettings, 'sampleContent'>) => ({
  name: settings.name,
  location: settings.location,
  latitude: settings.latitude,
  longitude: settings.longitude,
  timezone: settings.timezone,
  currency: settings.currency,
  community_share_pct: settings.communitySharePct,
  capacity: settings.capacity,
  reception_name: settings.receptionName,
  reception_phone: settings.receptionPhone,
});

/** The lodge's settings. @throws the PostgREST error. */
export async function fetchLodgeSettings(lodgeId: string): Promise<LodgeSettings> {
  const supabase = await getSupabase();
  const [{ data, error }, locked] = await Promise.all([
    supabase.from('lodges').select(settingsColumns).eq('id', lodgeId).single(),
    supabase.rpc('lodge_currency_locked', { p_lodge_id: lodgeId }),
  ]);
  if (error) throw error;
  if (locked.error) throw locked.error;
  return { currencyLocked: locked.data, ...settingsFromRow(data) };
}

/**
 * Saves what the owner changed of the lodge's settings against `opened` (the settings as the form
 * showed them), only while the lodge row is still the version `seen` (default: `opened`'s; Keep mine
 * passes theirs). Issue 33 "No lost updates, anywhere": another owner's save meanwhile is never
 * overwritten, and a field the owner did not touch is not sent.
 * @returns `{ saved }` (the settings as kept), or `{ theirs }` when someone changed them meanwhile.
 * @throws `RowGone` when RLS hides the row (only an owner can change the lodge settings); the
 * PostgREST error, e.g. `unknown_time_zone` or a check violation.
 */
export function saveLodgeSettings(
  lodgeId: string,
  opened: LodgeSettings,
  settings: Omit<LodgeSettings, 'sampleContent'>,
  seen: string | null | undefined = opened.updatedAt,
): Promise<Edited<LodgeSettings>> {
  const changes = changedColumns(settingsWrite(opened), settingsWrite(settings));
  return updateIfUnchanged('lodges', lodgeId, seen, changes, settingsColumns, settingsFromRow);
}

/**
 * Removes the sample bookings, notes, reviews, scores, mentions, staff and products (RPC
 * `remove_sample_content`, owners); what the team added stays. @returns rows removed.
 * @throws the PostgREST error.
 */
export async function removeSampleContent(lodgeId: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('remove_sample_content', { p_lodge_id: lodgeId });
  if (error) throw error;
  return data;
}

/** Deletes the lodge and everything in it, for good (owners). @throws the PostgREST error. */
export async function deleteLodge(lodgeId: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('lodges').delete().eq('id', lodgeId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('The lodge was not deleted.');
}
