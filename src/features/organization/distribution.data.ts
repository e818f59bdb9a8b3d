import {
  deleteDistributionChannel,
  fetchDistributionChannels,
  insertDistributionChannel,
  updateDistributionChannel,
} from '../../lib/supabase/distribution-channels';

/**
 * The Distribution page's read (its route loader) and writes, swappable in tests. Each rejects with the
 * server's error. Kept apart from the screen so the route's loader does not pull the screen into the
 * first download.
 */
export const distributionData = {
  load: fetchDistributionChannels,
  addChannel: insertDistributionChannel,
  updateChannel: updateDistributionChannel,
  removeChannel: deleteDistributionChannel,
};

export type DistributionData = typeof distributionData;
