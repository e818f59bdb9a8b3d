import type { DistributionChannel } from '../../data/distribution';
import { readAroundOutbox } from '../../lib/offline/outbox';
import { withOutbox } from '../../lib/offline/commands';
import { lastAnswers } from '../../lib/offline/last-answers';
import { readThroughDayPack } from '../../lib/offline/day-pack';
import { packRows, readThroughLodgePack } from '../../lib/offline/lodge-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import {
  deleteDistributionChannel,
  fetchChannelShares,
  fetchDistributionChannels,
  type ChannelShares,
  insertDistributionChannel,
} from '../../lib/supabase/distribution-channels';
import type * as Queued from '../../lib/offline/queued-writes';

/**
 * The Distribution page's writes (the screen's `writes`), swappable in tests. Each rejects with the
 * server's error. Kept apart from the screen so the route's loader does not pull the screen into the
 * first download.
 */
export const distributionWrites = {
  addChannel: insertDistributionChannel,
  // Issue 33: queued offline, conditional on the version seen; loaded on the first save (issue 11).
  editChannel: (...args: Parameters<typeof Queued.editChannel>) =>
    import('../../lib/offline/queued-writes').then((writes) => writes.editChannel(...args)),
  removeChannel: deleteDistributionChannel,
};

export type DistributionWrites = typeof distributionWrites;

/** What /organization/distribution shows: the lodge's channels and their share of its bookings. */
export interface DistributionData {
  channels: DistributionChannel[];
  /**
   * Each channel's share of the last 12 months' booking revenue (issue 34: from the lodge's bookings);
   * null when it could not be read (offline before it was ever read on this phone).
   */
  shares: ChannelShares | null;
}

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastChannels = lastAnswers<Awaited<ReturnType<typeof fetchDistributionChannels>>>();

/**
 * The lodge's channels (the route's loader) through the day pack (issue 9): online from the server,
 * offline (or with no answer) as kept at the last pull; with the channel shares (RPC `channel_shares`),
 * whose last answer is kept in the day pack too, so they show offline; the waiting edits laid over (bug: an offline edit vanished from its screen when it read again). @throws as the server's read;
 * `NotKeptOffline` offline with no pack.
 */
export async function loadChannelsOffline(
  facts: ReadFacts,
  userId: string,
  lodgeId: string,
): Promise<DistributionData> {
  const [channels, shares] = await Promise.all([
    readAroundOutbox(userId, () =>
      readThroughLodgePack(
        facts.dayPack,
        userId,
        lodgeId,
        () => fetchDistributionChannels(lodgeId),
        (pack) => packRows(pack.tables.distribution_channels),
        { answers: lastChannels, key: '' },
      ),
    ).then(({ value, waiting }) => withOutbox('channels', value, waiting, { lodgeId })),
    readThroughDayPack(facts.dayPack, userId, `channel-shares:${lodgeId}`, () =>
      fetchChannelShares(lodgeId),
    ).catch(() => null),
  ]);
  return { channels, shares };
}
