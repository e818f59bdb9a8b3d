import type { Product } from '../../data/products';
import { packRows, readThroughLodgePack } from '../../lib/offline/lodge-pack';
import type * as Queued from '../../lib/offline/queued-writes';
import { deleteProduct, fetchProducts, insertProduct } from '../../lib/supabase/products';

/**
 * The lodge's products (the route's loader) through the day pack (issue 9): online from the server,
 * offline (or with no answer) as kept at the last pull, newest first. @throws as the server's read;
 * `NotKeptOffline` offline with no pack.
 */
export function loadProductsOffline(userId: string, lodgeId: string): Promise<Product[]> {
  return readThroughLodgePack(
    userId,
    lodgeId,
    () => fetchProducts(lodgeId),
    (pack) => packRows(pack.tables.products, 'desc'),
  );
}

/**
 * The Products screen's writes, swappable in tests; each rejects with the server's error. An edit
 * queues offline and is conditional on the version seen (issue 33: `{ theirs }` when it changed
 * meanwhile, nothing written).
 */
export const productsWrites = {
  addProduct: insertProduct,
  // Loaded on the first save (the outbox code is not in this route's first download, issue 11).
  editProduct: (...args: Parameters<typeof Queued.editProduct>) =>
    import('../../lib/offline/queued-writes').then((writes) => writes.editProduct(...args)),
  deleteProduct,
};

export type ProductsWrites = typeof productsWrites;
