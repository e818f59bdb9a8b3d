import type { DistributionChannel } from '../../data/distribution';
import { packRows, readThroughLodgePack } from '../../lib/offline/lodge-pack';
import {
  deleteDistributionChannel,
  fetchDistributionChannels,
  insertDistributionChannel,
  updateDistributionChannel,
} from '../../lib/supabase/distribution-channels';

/**
 * The Distribution page's writes (the screen's `writes`), swappable in tests. Each rejects with the
 * server's error. Kept apart from the screen so the route's loader does not pull the screen into the
 * first download.
 */
export const distributionWrites = {
  addChannel: insertDistributionChannel,
  updateChannel: updateDistributionChannel,
  removeChannel: deleteDistributionChannel,
};

export type DistributionWrites = typeof distributionWrites;

/**
 * The lodge's channels (the route's loader) through the day pack (issue 9): online from the server,
 * offline (or with no answer) as kept at the last pull. @throws as the server's read; `NotKeptOffline`
 * offline with no pack.
 */
export function loadChannelsOffline(userId: string, lodgeId: string): Promise<DistributionChannel[]> {
  return readThroughLodgePack(
    userId,
    lodgeId,
    () => fetchDistributionChannels(lodgeId),
    (pack) => packRows(pack.tables.distribution_channels),
  );
}
