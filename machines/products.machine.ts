import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { machineTypes } from './shared/machine-types';
import { errorOf } from './shared/errors';

/** Product types (spec §9); mirrors `src/data/products.ts` (machines import nothing of ours). */
export type ProductKind = 'accommodation' | 'activity' | 'package';

/** A product as the list holds it (spec §3). */
export interface ProductRecord {
  id: string;
  name: string;
  description: string;
  type: ProductKind;
  image: string;
  /** The version the server last saved (issue 33: an edit is conditional on it). */
  updatedAt?: string;
}

/** The list's tab: every product, or one type. */
export type ProductTab = ProductKind | 'all';

export interface ProductsContext {
  products: ProductRecord[];
  query: string;
  tab: ProductTab;
  /** The product being edited or deleted (`editing`, `confirmingDelete`, `saving` an edit), else null. */
  selectedId: string | null;
  /** The complete product being saved (`saving`), else null. */
  pending: ProductRecord | null;
}

/** What `saveProduct` is given: the product, and the id it replaces (null for a new product). */
export interface SaveProductInput {
  product: ProductRecord;
  replacesId: string | null;
  /** The product as the form opened it (an edit: issue 33, the version seen); null when adding. */
  opened: ProductRecord | null;
}

export type ProductsEvent =
  | { type: 'search.change'; query: string }
  | { type: 'tab.change'; tab: ProductTab }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'product.submit'; product: ProductRecord }
  | { type: 'product.edit'; productId: string }
  | { type: 'product.delete'; productId: string }
  | { type: 'product.deleted'; productId: string };

/**
 * The product list (spec §2 /organization/products): search text and tab in context; the Add Product
 * dialog, the Edit Product dialog and the delete confirmation (issue 8: "add, edit, delete") as
 * states. A submitted product with a name and a description (spec §5) goes to the top of the list
 * (spec §4), or replaces the edited one in place, and the dialog closes; otherwise the dialog stays
 * open (what was typed lives in the form). A complete product is kept first: `saving` runs
 * `saveProduct` (supplied with `.provide()`), and only the saved product joins the list; a failed save
 * goes back to the dialog it came from (what was typed stays in the form). The screen sends
 * `product.deleted` once the server deleted a product, so the list only shows what is kept. Toasts
 * are actions the screen provides.
 */
export const productsMachine = setup({
  types: machineTypes<{
    context: ProductsContext;
    events: ProductsEvent;
    input: { products: readonly ProductRecord[] };
  }>(),
  actors: {
    saveProduct: fromPromise<ProductRecord, SaveProductInput>(async () => {
      throw new Error('saveProduct not provided');
    }),
  },
  actions: {
    assignQuery: assign({
      query: ({ context, event }) => (event.type === 'search.change' ? event.query : context.query),
    }),
    assignTab: assign({
      tab: ({ context, event }) => (event.type === 'tab.change' ? event.tab : context.tab),
    }),
    assignPending: assign(({ event }) => {
      assertEvent(event, 'product.submit');
      return { pending: event.product };
    }),
    keepSaved: assign(({ context }, saved: ProductRecord) => ({
      pending: null,
      selectedId: null,
      products:
        context.selectedId === null
          ? [saved, ...context.products]
          : context.products.map((p) => (p.id === context.selectedId ? saved : p)),
    })),
    clearPending: assign({ pending: null }),
    removeProduct: assign({
      products: ({ context, event }) =>
        event.type === 'product.deleted'
          ? context.products.filter((p) => p.id !== event.productId)
          : context.products,
    }),
    assignSelected: assign({
      selectedId: ({ event }) =>
        event.type === 'product.edit' || event.type === 'product.delete' ? event.productId : null,
    }),
    clearSelected: assign({ selectedId: null }),
    notifyProductAdded: () => {},
    notifyProductSaved: () => {},
    notifyProductDeleted: () => {},
    notifyMissingFields: () => {},
    notifySaveFailed: (_, _error: unknown) => {},
  },
  guards: {
    hasRequiredFields: ({ event }) =>
      event.type === 'product.submit' &&
      event.product.name.trim() !== '' &&
      event.product.description.trim() !== '',
    isEditing: ({ context }) => context.selectedId !== null,
    isListed: ({ context, event }) =>
      (event.type === 'product.edit' || event.type === 'product.delete') &&
      context.products.some((p) => p.id === event.productId),
  },
}).createMachine({
  id: 'products',
  description:
    'The product list on /organization/products: search and tabs by type, and the dialogs to add, edit and delete a product.',
  meta: { title: "The lodge's products" },
  context: ({ input }) => ({
    products: [...input.products],
    query: '',
    tab: 'all',
    selectedId: null,
    pending: null,
  }),
  initial: 'browsing',
  on: {
    'search.change': { actions: 'assignQuery' },
    'tab.change': { actions: 'assignTab' },
  },
  states: {
    browsing: {
      description: 'The list shows, filtered by the search text and the chosen tab.',
      on: {
        'dialog.open': 'adding',
        'product.edit': { guard: 'isListed', target: 'editing', actions: 'assignSelected' },
        'product.delete': { guard: 'isListed', target: 'confirmingDelete', actions: 'assignSelected' },
      },
    },
    adding: {
      description: 'The Add Product dialog is open.',
      on: {
        'dialog.close': 'browsing',
        'product.submit': [
          { guard: 'hasRequiredFields', target: 'saving', actions: 'assignPending' },
          { actions: 'notifyMissingFields' },
        ],
      },
    },
    editing: {
      description: 'The Edit Product dialog is open for one product.',
      on: {
        'dialog.close': { target: 'browsing', actions: 'clearSelected' },
        'product.submit': [
          { guard: 'hasRequiredFields', target: 'saving', actions: 'assignPending' },
          { actions: 'notifyMissingFields' },
        ],
      },
    },
    saving: {
      description:
        'The product is being saved: the dialog stays open with its button busy until the server answers; a refusal goes back to the dialog with what was typed.',
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        input: ({ context }) => ({
          product: context.pending!,
          replacesId: context.selectedId,
          opened: context.products.find((product) => product.id === context.selectedId) ?? null,
        }),
        onDone: [
          {
            guard: 'isEditing',
            target: 'browsing',
            actions: [{ type: 'keepSaved', params: ({ event }) => event.output }, 'notifyProductSaved'],
          },
          {
            target: 'browsing',
            actions: [{ type: 'keepSaved', params: ({ event }) => event.output }, 'notifyProductAdded'],
          },
        ],
        onError: [
          {
            guard: 'isEditing',
            target: 'editing',
            actions: ['clearPending', { type: 'notifySaveFailed', params: errorOf }],
          },
          { target: 'adding', actions: ['clearPending', { type: 'notifySaveFailed', params: errorOf }] },
        ],
      },
    },
    confirmingDelete: {
      description: 'Asking "Delete this product?" before it is removed.',
      on: {
        'dialog.close': { target: 'browsing', actions: 'clearSelected' },
        'product.deleted': {
          target: 'browsing',
          actions: ['removeProduct', 'clearSelected', 'notifyProductDeleted'],
        },
      },
    },
  },
});
