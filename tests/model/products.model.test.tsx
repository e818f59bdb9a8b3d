import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ProductRecord, type ProductTab } from '../../machines/products.machine';
import { fakeProductWrites, testLodge } from '../support/lodge-fixtures';
import { emptyProductsMessage } from '../../src/data/products';
import { ProductsScreen } from '../../src/features/organization/products-screen';
import { renderScreen } from '../support/render';
import { clearToasts, describePath, expectFullCoverage, type ModelEvent } from './support/model';
import { productsMachine } from '../../machines/products.machine';
import { sampleProducts, generatedPaths, SCENARIOS } from './support/paths/products.paths';
import { importLazyModulesFirst } from '../support/lazy-modules';

// The dialogs load lazily; their first import is not part of any test's wait.
importLazyModulesFirst(
  () => import('../../src/features/organization/add-product-dialog'),
  () => import('../../src/ui/confirm-delete-dialog'),
);

/*
 * The products list (machines/products.machine.ts) against the real ProductsScreen, which runs the
 * machine itself with the sample products. The screen takes no `logic`: the toasts are the screen's
 * own `.provide()`d actions and `saveProduct` its own actor over the screen's `writes`, which is part
 * of what is under test; the test's writes hold each save until the model answers it (`saved`,
 * `refused`).
 *
 * Key: the state value and the incoming transition (`hasRequiredFields` reads only the submitted
 * product; `isListed` is true for the two products the model edits and deletes until the deletion).
 * Search and tabs are offered only while browsing: the dialogs are modal. In the Edit Product dialog a
 * submit types the payload's name and description over the edited product's. Combinations
 * (a search on each tab, an added product found by search) are named scenarios (getPathsFromEvents).
 */

/** Generated paths; a change that multiplies them should be a conscious one. */
const EXPECTED_PATHS = 18;

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
      ['browsing', 'adding', 'editing', 'saving', 'confirmingDelete'],
      { products: sampleProducts },
    );
  });

  const cases = [
    ...generatedPaths.map((path) => [describePath(path), path] as const),
    ...SCENARIOS.map((s) => [s.name, s.path] as const),
  ];
  it.each(cases)('%s', async (_name, path) => {
    // Each save waits until the model answers it (`saved` / `refused`).
    const saves: Array<{ product: ProductRecord; settle: (error?: unknown) => void }> = [];
    const held = (product: ProductRecord) =>
      new Promise<ProductRecord>((resolve, reject) =>
        saves.push({ product, settle: (error) => (error ? reject(error) : resolve(product)) }),
      );
    const writes = {
      ...fakeProductWrites().writes,
      addProduct: (_lodgeId: string, product: ProductRecord) => held(product),
      editProduct: ({ product }: { product: ProductRecord }) => held(product).then((saved) => ({ saved })),
    };
    const settleLatest = (error?: unknown) =>
      act(async () => {
        const save = saves.at(-1);
        if (!save) throw new Error('Nothing was saved, but the model expects an answer');
        save.settle(error);
      });
    await renderScreen(
      <ProductsScreen data={sampleProducts} lodge={testLodge('manager')} writes={writes} />,
      { path: '/organization/products' },
    );
    // What the person did so far (the screen's own machine is not reachable from here).
    const seen = {
      query: '',
      tab: 'all' as ProductTab,
      products: [...sampleProducts] as ProductRecord[],
      selectedId: null as string | null,
      /** The complete product last submitted, and whether it was an edit. */
      typed: null as ProductRecord | null,
      editing: false,
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
            seen.editing = editing;
            seen.typed = product;
          } else {
            expect(await screen.findByText('Please fill in all required fields')).toBeVisible();
            // The dialog stays, with what was typed and the missing field marked.
            expect(form.getByLabelText(/^Name/)).toHaveValue(product.name);
            expect(form.getByText('Required')).toBeVisible();
          }
        },
        'xstate.done.actor.saveProduct': async () => {
          await settleLatest();
          const product = seen.typed!;
          if (seen.editing) {
            expect(await screen.findByText('Product saved')).toBeVisible();
            const id = seen.selectedId;
            seen.products = seen.products.map((p) =>
              p.id === id ? { ...p, name: product.name, description: product.description } : p,
            );
          } else {
            expect(await screen.findByText('Product added successfully!')).toBeVisible();
            seen.products.unshift(product);
          }
        },
        'xstate.error.actor.saveProduct': async ({ event }) => {
          await settleLatest((event as ModelEvent).error);
          expect(await screen.findByText('The product was not saved')).toBeVisible();
          expect(screen.getByText('permission denied for table products')).toBeVisible();
          // The dialog stays, with what was typed.
          expect(within(dialog()!).getByLabelText(/^Name/)).toHaveValue(seen.typed!.name);
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
        saving: async () => {
          // The dialog stays open, its button busy, until the server answers.
          const form = within(await screen.findByRole('dialog'));
          expect(form.getByRole('button', { name: seen.editing ? 'Save' : 'Add Product' })).toHaveAttribute(
            'data-loading',
            'true',
          );
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
