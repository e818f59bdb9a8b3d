import type { Product } from '../../data/products';
import { readAroundOutbox } from '../../lib/offline/outbox';
import { withOutbox } from '../../lib/offline/commands';
import { lastAnswers } from '../../lib/offline/last-answers';
import { packRows, readThroughLodgePack } from '../../lib/offline/lodge-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import type * as Queued from '../../lib/offline/queued-writes';
import { deleteProduct, fetchProducts, insertProduct } from '../../lib/supabase/products';

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastProducts = lastAnswers<Product[]>();

/**
 * The lodge's products (the route's loader) through the day pack (issue 9): online from the server,
 * offline (or with no answer) as kept at the last pull, newest first; the waiting edits laid over (bug: an offline edit vanished from its screen when it read again). @throws as the server's read;
 * `NotKeptOffline` offline with no pack.
 */
export async function loadProductsOffline(
  facts: ReadFacts,
  userId: string,
  lodgeId: string,
): Promise<Product[]> {
  const { value, waiting } = await readAroundOutbox(userId, () =>
    readThroughLodgePack(
      facts.dayPack,
      userId,
      lodgeId,
      () => fetchProducts(lodgeId),
      (pack) => packRows(pack.tables.products, 'desc'),
      { answers: lastProducts, key: '' },
    ),
  );
  return withOutbox('products', value, waiting, { lodgeId });
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
