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
}

/** The picture shown for a product without a usable image URL. */
export const defaultProductImage: string = defaultImage;

/** Images bundled with the app; the sample products point at these. */
const shippedImages: ReadonlySet<string> = new Set([
  defaultImage,
  tentImage,
  chaletImage,
  mokoroImage,
  bushWalkImage,
  packageImage,
]);

/**
 * The image to show for a product (spec §3 "a default image is used if blank"): a typed URL only when
 * it is an absolute http(s) URL, one of the app's own bundled images as is, anything else (blank,
 * `javascript:`, `data:`, a bare word) the default image.
 */
export function productImageSrc(image: string | null | undefined): string {
  const url = image?.trim() ?? '';
  if (url === '') return defaultProductImage;
  if (shippedImages.has(url)) return url;
  if (!/^https?:\/\//i.test(url)) return defaultProductImage;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : defaultProductImage;
  } catch {
    return defaultProductImage;
  }
}

/** A random short id (spec §3 "random short string"). */
export function newProductId(): string {
  return Math.random().toString(36).slice(2, 9);
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

/**
 * The empty-list text (spec §8): on "All", "No products found. Try adjusting your search or add a new
 * product."; on a type's tab the template "No {type}s found." filled with the type word as is.
 */
export function emptyProductsMessage(type: ProductType | 'all'): string {
  return type === 'all'
    ? 'No products found. Try adjusting your search or add a new product.'
    : `No ${type}s found.`;
}

/** The lodge's products. */
export const sampleProducts: readonly Product[] = [
  {
    id: 'p1tent',
    name: 'Riverside Safari Tent',
    description: 'Raised canvas tent for two on the Boro channel, with an outdoor shower.',
    type: 'accommodation',
    image: tentImage,
  },
  {
    id: 'p2chal',
    name: 'Family Chalet',
    description: 'Thatched chalet sleeping four, shaded by a sausage tree.',
    type: 'accommodation',
    image: chaletImage,
  },
  {
    id: 'p3moko',
    name: 'Mokoro Excursion',
    description: 'Half-day dugout canoe trip through the papyrus with a poler from the village.',
    type: 'activity',
    image: mokoroImage,
  },
  {
    id: 'p4walk',
    name: 'Guided Bush Walk',
    description: 'Early-morning island walk to read tracks and learn the medicinal plants.',
    type: 'activity',
    image: bushWalkImage,
  },
  {
    id: 'p5pack',
    name: 'Three-Night Delta Experience',
    description: 'Tent, all meals, two mokoro trips and a village visit. 15% goes to the community fund.',
    type: 'package',
    image: packageImage,
  },
];
