import { getSupabase } from './client';

/** The lodge settings the money screens read (issue 20): name, currency, community share, capacity. */
export interface LodgeMoneySettings {
  name: string;
  /** ISO 4217, e.g. BWP (the sample lodge: Botswana pula). */
  currency: string;
  /** The community fund's share of profit, percent (spec §9: 15). */
  communitySharePct: number;
  /** Rooms or beds sold a night (occupancy's denominator); null until set. */
  capacity: number | null;
}

/** Reads one lodge's money settings. @throws the PostgREST error. */
export async function fetchLodgeMoneySettings(lodgeId: string): Promise<LodgeMoneySettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('lodges')
    .select('name, currency, community_share_pct, capacity')
    .eq('id', lodgeId)
    .single();
  if (error) throw error;
  return {
    name: data.name,
    currency: data.currency,
    communitySharePct: Number(data.community_share_pct),
    capacity: data.capacity,
  };
}
