import defaultImage from '../assets/product-default.svg';
import tentImage from '../assets/product-safari-tent.svg';
import chaletImage from '../assets/product-family-chalet.svg';
import mokoroImage from '../assets/product-mokoro.svg';
import bushWalkImage from '../assets/product-bush-walk.svg';
import packageImage from '../assets/product-delta-package.svg';

/** Product types (spec §9), in the order of the tabs. */
export const productTypes = ['accommodation', 'activity', 'package'] as const;

/** One of {@link productTypes}. */
export type ProductType = (typeof productTypes)[number];

/**
 * Product (spec §3): id (random short string), name, description, type, image (URL; the default image
 * is used if blank, see {@link productImageSrc}).
 */
export interface Product {
  id: string;
  name: string;
  description: string;
  type: ProductType;
  image: string;
  /**
   * Selling price in minor units of the lodge's currency (issue 20): per night for accommodation, per
   * person for an activity, per package. Null or absent: not priced (optional, spec Add Product).
   */
  price?: number | null;
  /** What one unit costs the lodge, minor units, same unit as `price`; null or absent: not known. */
  cost?: number | null;
  /** The version the server last saved (ISO, its clock): an edit applies only while it holds (issue 33). */
  updatedAt?: string;
}

/** What a product's price is per (issue 20), by type. */
export const priceUnitLabels: Readonly<Record<ProductType, string>> = {
  accommodation: 'per night',
  activity: 'per person',
  package: 'per package',
};

/** The picture shown for a product without a usable image URL. */
export const defaultProductImage: string = defaultImage;

/** Images bundled with the app, by the file name a product row's `image` may hold (the seed's). */
const bundledImages: Readonly<Record<string, string>> = {
  'product-default.svg': defaultImage,
  'product-safari-tent.svg': tentImage,
  'product-family-chalet.svg': chaletImage,
  'product-mokoro.svg': mokoroImage,
  'product-bush-walk.svg': bushWalkImage,
  'product-delta-package.svg': packageImage,
};

/** The bundled images' own URLs (kept as is when a product already points at one). */
const shippedImages: ReadonlySet<string> = new Set(Object.values(bundledImages));

/**
 * The image to show for a product (spec §3 "a default image is used if blank"): a typed URL only when
 * it is an absolute http(s) URL, a bundled image's file name (e.g. "product-mokoro.svg") its asset,
 * one of the app's own bundled images as is, anything else (blank, `javascript:`, `data:`, a bare
 * word) the default image.
 */
export function productImageSrc(image: string | null | undefined): string {
  const url = image?.trim() ?? '';
  if (url === '') return defaultProductImage;
  const bundled = bundledImages[url];
  if (bundled) return bundled;
  if (shippedImages.has(url)) return url;
  if (!/^https?:\/\//i.test(url)) return defaultProductImage;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : defaultProductImage;
  } catch {
    return defaultProductImage;
  }
}

/** A new product's id: a client-made UUID, the primary key the database keeps (spec §3 "random string"). */
export function newProductId(): string {
  return crypto.randomUUID();
}

/**
 * The product list's filter (spec §5): case-insensitive match of the query on name or description,
 * then the tab's type ("all" keeps every type). A blank query matches everything.
 */
export function filterProducts(
  products: readonly Product[],
  query: string,
  type: ProductType | 'all',
): Product[] {
  const needle = query.trim().toLowerCase();
  return products.filter(
    (product) =>
      (type === 'all' || product.type === type) &&
      (needle === '' ||
        product.name.toLowerCase().includes(needle) ||
        product.description.toLowerCase().includes(needle)),
  );
}

/** Plural of each product type, for the empty-tab text ("activity" → "activities", issue 8). */
const typePlurals: Readonly<Record<ProductType, string>> = {
  accommodation: 'accommodations',
  activity: 'activities',
  package: 'packages',
};

/**
 * The empty-list text (spec §8): on "All", "No products found. Try adjusting your search or add a new
 * product."; on a type's tab "No {type}s found." with the correct plural ("No activities found.").
 */
export function emptyProductsMessage(type: ProductType | 'all'): string {
  return type === 'all'
    ? 'No products found. Try adjusting your search or add a new product.'
    : `No ${typePlurals[type]} found.`;
}
