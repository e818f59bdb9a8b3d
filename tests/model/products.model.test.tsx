import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productsMachine, type ProductRecord, type ProductTab } from '../../machines/products.machine';
import { fakeProductWrites, testLodge } from '../support/lodge-fixtures';
import { emptyProductsMessage } from '../../src/data/products';
import { ProductsScreen } from '../../src/features/organization/products-screen';
import { renderScreen } from '../support/render';
import { clearToasts, describePath, expectFullCoverage } from './support/model';
import { sampleProducts, generatedPaths, SCENARIOS } from './support/paths/products.paths';

/*
 * The products list (machines/products.machine.ts) against the real ProductsScreen, which runs the
 * machine itself with the sample products. The machine has no actors and the screen takes no `logic`:
 * the toasts are the screen's own `.provide()`d actions, which is part of what is under test.
 *
 * Key: the state value and the incoming transition (`hasRequiredFields` reads only the submitted
 * product; `isListed` is true for the two products the model edits and deletes until the deletion).
 * Search and tabs are offered only while browsing: the dialogs are modal. In the Edit Product dialog a
 * submit types the payload's name and description over the edited product's. Combinations
 * (a search on each tab, an added product found by search) are named scenarios (getPathsFromEvents).
 */

/** Generated paths; a change that multiplies them should be a conscious one. */
const EXPECTED_PATHS = 17;

const TAB_LABEL: Record<ProductTab, string> = {
  all: 'All',
  accommodation: 'Accommodation',
  activity: 'Activities',
  package: 'Packages',
};

/** The spec's filter (§5), restated: the query in the name or the description, any case; the tab's type. */
function expectedNames(products: readonly ProductRecord[], query: string, shownTab: ProductTab) {
  const needle = query.trim().toLowerCase();
  return products
    .filter((p) => shownTab === 'all' || p.type === shownTab)
    .filter(
      (p) =>
        needle === '' ||
        p.name.toLowerCase().includes(needle) ||
        p.description.toLowerCase().includes(needle),
    )
    .map((p) => p.name);
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });
const dialog = () => screen.queryByRole('dialog');
const shownNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('products machine × ProductsScreen (model-based)', () => {
  afterEach(clearToasts);

  it(`generates ${EXPECTED_PATHS} shortest paths and ${SCENARIOS.length} scenarios covering every state and transition`, () => {
    expect(generatedPaths).toHaveLength(EXPECTED_PATHS);
    expectFullCoverage(
      productsMachine,
      [...generatedPaths, ...SCENARIOS.map((s) => s.path)],
      ['browsing', 'adding', 'editing', 'confirmingDelete'],
      { products: sampleProducts },
    );
  });

  const cases = [
    ...generatedPaths.map((path) => [describePath(path), path] as const),
    ...SCENARIOS.map((s) => [s.name, s.path] as const),
  ];
  it.each(cases)('%s', async (_name, path) => {
    await renderScreen(
      <ProductsScreen
        products={sampleProducts}
        lodge={testLodge('manager')}
        writes={fakeProductWrites().writes}
      />,
      { path: '/organization/products' },
    );
    // What the person did so far (the screen's own machine is not reachable from here).
    const seen = {
      query: '',
      tab: 'all' as ProductTab,
      products: [...sampleProducts] as ProductRecord[],
      selectedId: null as string | null,
    };
    const selected = () => seen.products.find((p) => p.id === seen.selectedId)!;

    await path.test({
      events: {
        'search.change': ({ event }) => {
          seen.query = (event as unknown as { query: string }).query;
          fireEvent.change(searchBox(), { target: { value: seen.query } });
        },
        'tab.change': ({ event }) => {
          seen.tab = (event as unknown as { tab: ProductTab }).tab;
          fireEvent.click(screen.getByRole('tab', { name: TAB_LABEL[seen.tab] }));
        },
        'dialog.open': () => {
          fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
        },
        'dialog.close': () => {
          fireEvent.click(within(dialog()!).getByRole('button', { name: /^(Cancel|Keep)$/ }));
        },
        'product.edit': ({ event }) => {
          seen.selectedId = (event as unknown as { productId: string }).productId;
          fireEvent.click(screen.getByRole('button', { name: `Edit ${selected().name}` }));
        },
        'product.delete': ({ event }) => {
          seen.selectedId = (event as unknown as { productId: string }).productId;
          fireEvent.click(screen.getByRole('button', { name: `Delete ${selected().name}` }));
        },
        'product.deleted': async () => {
          fireEvent.click(within(dialog()!).getByRole('button', { name: 'Delete' }));
          expect(await screen.findByText('Product deleted')).toBeVisible();
          seen.products = seen.products.filter((p) => p.id !== seen.selectedId);
        },
        'product.submit': async ({ event }) => {
          const { product } = event as unknown as { product: ProductRecord };
          const form = within(dialog()!);
          const editing = form.queryByRole('button', { name: 'Save' }) !== null;
          fireEvent.change(form.getByLabelText(/^Name/), { target: { value: product.name } });
          fireEvent.change(form.getByLabelText(/^Description/), { target: { value: product.description } });
          fireEvent.click(form.getByRole('button', { name: editing ? 'Save' : 'Add Product' }));
          if (product.name.trim() && product.description.trim()) {
            if (editing) {
              expect(await screen.findByText('Product saved')).toBeVisible();
              const id = seen.selectedId;
              seen.products = seen.products.map((p) =>
                p.id === id ? { ...p, name: product.name, description: product.description } : p,
              );
            } else {
              expect(await screen.findByText('Product added successfully!')).toBeVisible();
              seen.products.unshift(product);
            }
          } else {
            expect(await screen.findByText('Please fill in all required fields')).toBeVisible();
            // The dialog stays, with what was typed and the missing field marked.
            expect(form.getByLabelText(/^Name/)).toHaveValue(product.name);
            expect(form.getByText('Required')).toBeVisible();
          }
        },
      },
      states: {
        browsing: async () => {
          await waitFor(() => expect(dialog()).toBeNull());
          expect(searchBox()).toHaveValue(seen.query);
          expect(screen.getByRole('tab', { name: TAB_LABEL[seen.tab] })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          const names = expectedNames(seen.products, seen.query, seen.tab);
          if (names.length > 0) {
            expect(shownNames()).toEqual(names);
          } else {
            expect(shownNames()).toEqual([]);
            expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent(
              seen.tab === 'all'
                ? 'No products found. Try adjusting your search or add a new product.'
                : emptyProductsMessage(seen.tab),
            );
          }
        },
        adding: async () => {
          await waitFor(() => expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeVisible());
          const form = within(dialog()!);
          expect(form.getByLabelText(/^Name/)).toBeVisible();
          expect(form.getByRole('combobox', { name: 'Type' })).toHaveValue('Accommodation');
        },
        editing: async () => {
          await waitFor(() => expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeVisible());
          // Freshly opened it shows the product as kept; after a refused submit, what was typed.
          const form = within(dialog()!);
          expect(form.getByRole('combobox', { name: 'Type' })).toHaveValue('Accommodation');
          expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
        },
        confirmingDelete: async () => {
          await waitFor(() =>
            expect(screen.getByRole('dialog', { name: `Delete ${selected().name}?` })).toBeVisible(),
          );
        },
      },
    });
  });
});
