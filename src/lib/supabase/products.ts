import type { Product } from '../../data/products';
import { getSupabase } from './client';

const columns = 'id, name, description, type, image, price, cost';

/** A `products` row as the app's Product (no image: empty). */
const productFromRow = <Row extends { image: string | null }>(row: Row) => ({
  ...row,
  image: row.image ?? '',
});

/** The lodge's products, newest first (the order a new product joins the list, spec §4). @throws the PostgREST error. */
export async function fetchProducts(lodgeId: string): Promise<Product[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .select(columns)
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
      name: product.name,
      description: product.description,
      type: product.type,
      image: product.image.trim() || null,
      price: product.price ?? null,
      cost: product.cost ?? null,
    })
    .select(columns)
    .single();
  if (error) throw error;
  return { ...data, image: data.image ?? '' };
}

/**
 * Changes a product's name, description, type, image, price and cost (minor units, issue 20) (a blank image is stored as null).
 * @returns the saved product. @throws the PostgREST error (PGRST116 when the row is not visible or not
 * editable, e.g. for staff and trustees; 23514 for a blank name or description).
 */
export async function updateProduct(product: Product): Promise<Product> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .update({
      name: product.name,
      description: product.description,
      type: product.type,
      image: product.image.trim() || null,
      price: product.price ?? null,
      cost: product.cost ?? null,
    })
    .eq('id', product.id)
    .select(columns)
    .single();
  if (error) throw error;
  return { ...data, image: data.image ?? '' };
}

/** Deletes a product. @throws the PostgREST error (42501 for staff and trustees). */
export async function deleteProduct(productId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('products').delete().eq('id', productId);
  if (error) throw error;
}

/** For the day pack (issue 9): the mapper, shared so the pack shows what the screen shows. */
export { productFromRow };
