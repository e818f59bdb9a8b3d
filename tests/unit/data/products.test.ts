import { describe, expect, it } from 'vitest';
import {
  defaultProductImage,
  emptyProductsMessage,
  filterProducts,
  newProductId,
  productImageSrc,
  type Product,
} from '../../../src/data/products';

describe('productImageSrc (spec §3: default image if blank; only http(s) URLs)', () => {
  it('uses the default image for a blank or whitespace URL', () => {
    expect(productImageSrc('')).toBe(defaultProductImage);
    expect(productImageSrc('   ')).toBe(defaultProductImage);
    expect(productImageSrc(undefined)).toBe(defaultProductImage);
    expect(productImageSrc(null)).toBe(defaultProductImage);
  });

  it('uses an absolute http or https URL as typed (trimmed)', () => {
    expect(productImageSrc('https://lodge.example/tent.jpg')).toBe('https://lodge.example/tent.jpg');
    expect(productImageSrc(' http://lodge.example/a.png ')).toBe('http://lodge.example/a.png');
    expect(productImageSrc('HTTPS://lodge.example/b.webp')).toBe('HTTPS://lodge.example/b.webp');
  });

  it('falls back to the default image for any other scheme or a relative path', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://lodge.example/a.jpg',
      'file:///etc/passwd',
      'tent.jpg',
      '//lodge.example/a.jpg',
      'https://',
    ]) {
      expect(productImageSrc(url), url).toBe(defaultProductImage);
    }
  });

  it("maps a bundled image's file name (the seed's) to its asset, and keeps an asset URL as is", () => {
    const mokoro = productImageSrc('product-mokoro.svg');
    expect(mokoro).not.toBe(defaultProductImage);
    expect(productImageSrc(mokoro)).toBe(mokoro);
  });
});

describe('filterProducts (spec §5: case-insensitive match on name or description)', () => {
  const products: Product[] = [
    { id: 'a', name: 'Safari Tent', description: 'Canvas tent', type: 'accommodation', image: '' },
    { id: 'b', name: 'Mokoro Trip', description: 'Canoe through the PAPYRUS', type: 'activity', image: '' },
    { id: 'c', name: 'Delta Week', description: 'Tent and mokoro', type: 'package', image: '' },
  ];

  it('matches the name regardless of case', () => {
    expect(filterProducts(products, 'SAFARI', 'all').map((p) => p.id)).toEqual(['a']);
  });

  it('matches the description regardless of case', () => {
    expect(filterProducts(products, 'papyrus', 'all').map((p) => p.id)).toEqual(['b']);
  });

  it('keeps everything for a blank query and narrows by type', () => {
    expect(filterProducts(products, '  ', 'all')).toHaveLength(3);
    expect(filterProducts(products, '', 'package').map((p) => p.id)).toEqual(['c']);
    expect(filterProducts(products, 'mokoro', 'activity').map((p) => p.id)).toEqual(['b']);
  });
});

describe('emptyProductsMessage (spec §8)', () => {
  it('gives the full sentence on All and "No {type}s found." with the correct plural on a type', () => {
    expect(emptyProductsMessage('all')).toBe(
      'No products found. Try adjusting your search or add a new product.',
    );
    expect(emptyProductsMessage('accommodation')).toBe('No accommodations found.');
    expect(emptyProductsMessage('activity')).toBe('No activities found.');
    expect(emptyProductsMessage('package')).toBe('No packages found.');
  });
});

describe('newProductId (a client-made UUID the database keeps)', () => {
  it('is a UUID and differs between calls', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newProductId()));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
