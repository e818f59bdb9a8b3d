import { channelKinds, type DistributionChannel } from '../../data/distribution';
import { getSupabase } from './client';
import { changedColumns, updateIfUnchanged, type Edited } from './update-if-unchanged';

const columns = 'id, kind, name, share_pct, commission_pct, updated_at';

interface ChannelRow {
  id: string;
  kind: string;
  name: string;
  share_pct: number | string | null;
  commission_pct: number | string | null;
  /** The version an edit is conditional on (issue 33). */
  updated_at?: string;
}

/** What a manager types for a channel (name required; percentages 0-100 or null). */
export type ChannelDetails = Omit<DistributionChannel, 'id'>;

// numeric(5,2) may come back as a JSON string (PostgREST keeps numerics exact); the app counts in numbers.
const percent = (value: number | string | null) => (value == null ? null : Number(value));

function channelFromRow(row: ChannelRow): DistributionChannel {
  const kind = channelKinds.find((known) => known === row.kind) ?? 'other';
  return {
    id: row.id,
    kind,
    name: row.name,
    sharePct: percent(row.share_pct),
    commissionPct: percent(row.commission_pct),
    ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
  };
}

const rowOf = (details: ChannelDetails) => ({
  kind: details.kind,
  name: details.name.trim(),
  share_pct: details.sharePct,
  commission_pct: details.commissionPct,
});

/** The lodge's distribution channels in the order they were added. @throws the PostgREST error. */
export async function fetchDistributionChannels(lodgeId: string): Promise<DistributionChannel[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('distribution_channels')
    .select(columns)
    .eq('lodge_id', lodgeId)
    .order('created_at');
  if (error) throw error;
  return data.map(channelFromRow);
}

/**
 * Adds a channel under a client-made `id` (a retried save cannot add it twice).
 * @returns the saved channel. @throws the PostgREST error (42501 for staff and trustees, 23514 for a
 * blank name or a percentage outside 0-100).
 */
export async function insertDistributionChannel(
  lodgeId: string,
  id: string,
  details: ChannelDetails,
): Promise<DistributionChannel> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('distribution_channels')
    .insert({ id, lodge_id: lodgeId, ...rowOf(details) })
    .select(columns)
    .single();
  if (error) throw error;
  return channelFromRow(data);
}

/**
 * Changes what the person changed of a channel against `opened` (the channel as the form showed it),
 * only while it is still the version `seen` (default: `opened`'s; Keep mine passes theirs). Issue 33
 * "No lost updates, anywhere": nothing is overwritten, and a field the person did not touch is not sent.
 * @returns `{ saved }`, or `{ theirs }` when someone changed it meanwhile (nothing written).
 * @throws `RowGone` when it was deleted or is not editable (staff and trustees); the PostgREST error
 * (23514 as for an insert).
 */
export function updateDistributionChannel(
  opened: DistributionChannel,
  details: ChannelDetails,
  seen: string | null | undefined = opened.updatedAt,
): Promise<Edited<DistributionChannel>> {
  const changes = changedColumns(rowOf(opened), rowOf(details));
  return updateIfUnchanged('distribution_channels', opened.id, seen, changes, columns, channelFromRow);
}

/** Removes a channel. @throws the PostgREST error (42501 for staff and trustees). */
export async function deleteDistributionChannel(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('distribution_channels').delete().eq('id', id);
  if (error) throw error;
}

/** For the day pack (issue 9): the mapper, shared so the pack shows what the screen shows. */
export { channelFromRow };

/**
 * Each channel's share of the lodge's booking revenue over the last 12 months (RPC `channel_shares`,
 * issue 34: from the lodge's bookings — the per-channel sum Finances shows — never a typed figure).
 * `from`/`to` are the window's first and last day (`YYYY-MM-DD`); `channels` holds the channels with
 * revenue in it, largest share first (`sharePct` with one decimal; `channelId` null for bookings with
 * no channel), and is empty while there are none. @throws the PostgREST error (42501 for non-members).
 */
export interface ChannelShares {
  from: string;
  to: string;
  channels: { channelId: string | null; name: string; sharePct: number }[];
}

/** See {@link ChannelShares}. */
export async function fetchChannelShares(lodgeId: string): Promise<ChannelShares> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('channel_shares', { p_lodge_id: lodgeId });
  if (error) throw error;
  return {
    from: data.from,
    to: data.to,
    channels: data.channels.map((row) => ({
      channelId: row.channel_id,
      name: row.name,
      sharePct: Number(row.share_pct),
    })),
  };
}
