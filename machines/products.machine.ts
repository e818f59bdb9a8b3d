import { assign, setup } from 'xstate';

/** Product types (spec §9); mirrors `src/data/products.ts` (machines import nothing of ours). */
export type ProductKind = 'accommodation' | 'activity' | 'package';

/** A product as the list holds it (spec §3). */
export interface ProductRecord {
  id: string;
  name: string;
  description: string;
  type: ProductKind;
  image: string;
}

/** The list's tab: every product, or one type. */
export type ProductTab = ProductKind | 'all';

export interface ProductsContext {
  products: ProductRecord[];
  query: string;
  tab: ProductTab;
}

export type ProductsEvent =
  | { type: 'search.change'; query: string }
  | { type: 'tab.change'; tab: ProductTab }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'product.submit'; product: ProductRecord };

/**
 * The product list (spec §2 /organization/products): search text and tab in context, the Add Product
 * dialog as a state. A submitted product with a name and a description (spec §5) goes to the top of the
 * list (spec §4) and the dialog closes; otherwise the dialog stays open (what was typed lives in the
 * form). Toasts are actions the screen provides.
 */
export const productsMachine = setup({
  types: {
    context: {} as ProductsContext,
    events: {} as ProductsEvent,
    input: {} as { products: readonly ProductRecord[] },
  },
  actions: {
    assignQuery: assign({
      query: ({ context, event }) => (event.type === 'search.change' ? event.query : context.query),
    }),
    assignTab: assign({
      tab: ({ context, event }) => (event.type === 'tab.change' ? event.tab : context.tab),
    }),
    prependProduct: assign({
      products: ({ context, event }) =>
        event.type === 'product.submit' ? [event.product, ...context.products] : context.products,
    }),
    notifyProductAdded: () => {},
    notifyMissingFields: () => {},
  },
  guards: {
    hasRequiredFields: ({ event }) =>
      event.type === 'product.submit' &&
      event.product.name.trim() !== '' &&
      event.product.description.trim() !== '',
  },
}).createMachine({
  id: 'products',
  context: ({ input }) => ({ products: [...input.products], query: '', tab: 'all' }),
  initial: 'browsing',
  on: {
    'search.change': { actions: 'assignQuery' },
    'tab.change': { actions: 'assignTab' },
  },
  states: {
    browsing: {
      on: { 'dialog.open': 'adding' },
    },
    adding: {
      on: {
        'dialog.close': 'browsing',
        'product.submit': [
          {
            guard: 'hasRequiredFields',
            target: 'browsing',
            actions: ['prependProduct', 'notifyProductAdded'],
          },
          { actions: 'notifyMissingFields' },
        ],
      },
    },
  },
});
