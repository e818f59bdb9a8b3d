import type { Product } from '../../data/products';
import { getSupabase } from './client';

const columns = 'id, name, description, type, image';

/** The lodge's products, newest first (the order a new product joins the list, spec §4). @throws the PostgREST error. */
export async function fetchProducts(lodgeId: string): Promise<Product[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .select(columns)
    .eq('lodge_id', lodgeId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((row) => ({ ...row, image: row.image ?? '' }));
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
    })
    .select(columns)
    .single();
  if (error) throw error;
  return { ...data, image: data.image ?? '' };
}
