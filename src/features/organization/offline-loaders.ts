import type { DistributionChannel } from '../../data/distribution';
import type { Product } from '../../data/products';
import { packRows, readThroughLodgePack } from '../../lib/offline/lodge-pack';
import { fetchDistributionChannels } from '../../lib/supabase/distribution-channels';
import { fetchProducts } from '../../lib/supabase/products';
import { staffData, type StaffPageData } from './staff.data';

/**
 * The Organization screens' route loaders through the day pack (issue 9 "Offline, every screen reads
 * the day pack"): online the server's answer; offline, or with no answer, the same lists computed from
 * the person's pack of the lodge. Each @throws the server's error, or `NotKeptOffline` offline with no
 * pack kept.
 */

/** The lodge's products, newest first (as `fetchProducts`). */
export function loadProductsOffline(userId: string, lodgeId: string): Promise<Product[]> {
  return readThroughLodgePack(
    userId,
    lodgeId,
    () => fetchProducts(lodgeId),
    (pack) => packRows(pack.tables.products, 'desc'),
  );
}

/** The lodge's distribution channels in the order added (as `fetchDistributionChannels`). */
export function loadChannelsOffline(userId: string, lodgeId: string): Promise<DistributionChannel[]> {
  return readThroughLodgePack(
    userId,
    lodgeId,
    () => fetchDistributionChannels(lodgeId),
    (pack) => packRows(pack.tables.distribution_channels),
  );
}

/**
 * The Staff page: staff by name and the rota of `date` from the pack (when the pack holds that day).
 * Offline the list of lodge members to link is empty: linking is a change made with a signal.
 */
export function loadStaffOffline(userId: string, lodgeId: string, date: string): Promise<StaffPageData> {
  return readThroughLodgePack(
    userId,
    lodgeId,
    () => staffData.load(lodgeId, date),
    (pack) =>
      date < pack.from || date > pack.to
        ? null
        : {
            staff: packRows(pack.tables.staff_members),
            members: [],
            date,
            onShift: packRows(pack.tables.shifts)
              .filter((shift) => shift.date === date)
              .map((shift) => shift.staffMemberId),
          },
  );
}
