import type { Product } from '../../data/products';
import { getSupabase } from './client';
import { changedColumns, updateIfUnchanged, type Edited } from './update-if-unchanged';

const columns = 'id, name, description, type, image, price, cost';

/**
 * A `products` row as the app's Product (no image: empty; `updated_at` as `updatedAt`, the version an
 * edit is conditional on, issue 33; `updated_by` is read only for "who changed it").
 */
const productFromRow = <Row extends { image: string | null; updated_at?: string; updated_by?: unknown }>({
  updated_at,
  updated_by: _updatedBy,
  ...row
}: Row) => ({
  ...row,
  image: row.image ?? '',
  ...(updated_at ? { updatedAt: updated_at } : {}),
});

/** The `products` columns a product's fields write (a blank image is stored as null). */
const productColumns = (product: Product) => ({
  name: product.name,
  description: product.description,
  type: product.type,
  image: product.image.trim() || null,
  price: product.price ?? null,
  cost: product.cost ?? null,
});

/** The lodge's products, newest first (the order a new product joins the list, spec §4). @throws the PostgREST error. */
export async function fetchProducts(lodgeId: string): Promise<Product[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .select(`${columns}, updated_at`)
    .eq('lodge_id', lodgeId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map(productFromRow);
}

/**
 * Keeps a product (its client-made id, so a retry cannot double it); a blank image is stored as null.
 * @returns the saved product. @throws the PostgREST error (42501 for staff and trustees).
 */
export async function insertProduct(lodgeId: string, product: Product): Promise<Product> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .insert({
      id: product.id,
      lodge_id: lodgeId,
      ...productColumns(product),
    })
    .select(columns)
    .single();
  if (error) throw error;
  return { ...data, image: data.image ?? '' };
}

/**
 * Changes what the person changed of a product — name, description, type, image, price, cost (minor
 * units, issue 20) — against `opened` (the product as the form showed it), only while the product is
 * still the version `seen` (default: `opened`'s; Keep mine passes theirs). Issue 33: no lost update,
 * and a form opened from the phone's copy never writes a field the person did not touch.
 * @returns `{ saved }`, or `{ theirs }` when someone changed it meanwhile (nothing written).
 * @throws `RowGone` when it was deleted (or is not visible); the PostgREST error (42501 for staff and
 * trustees, 23514 for a blank name or description).
 */
export function updateProduct(
  product: Product,
  opened: Product,
  seen: string | null | undefined = opened.updatedAt,
): Promise<Edited<Product>> {
  const before = productColumns(opened);
  const after = productColumns(product);
  const changes = changedColumns(before, after);
  return updateIfUnchanged('products', product.id, seen, changes, columns, productFromRow<ProductRow>);
}

/** A `products` row as selected with {@link columns}. */
interface ProductRow {
  id: string;
  name: string;
  description: string;
  type: Product['type'];
  image: string | null;
  price: number | null;
  cost: number | null;
  updated_at?: string;
  updated_by?: string | null;
}

/** Deletes a product. @throws the PostgREST error (42501 for staff and trustees). */
export async function deleteProduct(productId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('products').delete().eq('id', productId);
  if (error) throw error;
}

/** For the day pack (issue 9): the mapper, shared so the pack shows what the screen shows. */
export { productFromRow };
