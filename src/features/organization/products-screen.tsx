import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Button, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { failureSentence, problemSentence } from '../../lib/supabase/errors';
import { fromPromise, waitFor } from 'xstate';
import { productsMachine, type ProductTab, type SaveProductInput } from '../../../machines/products.machine';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { can } from '../../data/lodge-roles';
import { emptyProductsMessage, filterProducts, type Product } from '../../data/products';
import { productsWrites, type ProductsWrites } from './products.data';
import { showNotification } from '../../ui/notify';
import { savedWords } from '../../lib/offline/saved-words';
import { Page } from '../../ui/page';
import { useMountedOnceOpened } from '../../ui/use-mounted-once-opened';
import { ProductCard } from './product-card';
import { dialogAskedFor, lazyPiece } from '../../ui/lazy-piece';
import { ConfirmDeleteDialog } from '../../ui/lazy-confirm-delete-dialog';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import type { TheirVersion } from '../../lib/supabase/update-if-unchanged';

/**
 * Issue 33: an edit that found the product changed since the form opened (nothing was written). The
 * save actor rejects with it, so the machine goes back to `editing`; the form shows both versions.
 */
class ProductChanged extends Error {
  constructor(readonly theirs: TheirVersion<Product>) {
    super('Someone changed this product meanwhile.');
    this.name = 'ProductChanged';
  }
}

// The dialogs load when first opened: the list shows without Mantine's Modal and the form fields
// (issue 12 kept the route under its 50 KiB budget this way, as distribution does).
const AddProductDialog = lazyPiece(
  () => import('./add-product-dialog').then((module) => module.AddProductDialog),
  { asked: dialogAskedFor },
);

/** The tabs of spec §2: All, Accommodation, Activities, Packages. */
const tabs: readonly { value: ProductTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'accommodation', label: 'Accommodation' },
  { value: 'activity', label: 'Activities' },
  { value: 'package', label: 'Packages' },
];

/** The screen's toasts, as the machine's actions. */
const notifications = {
  notifyProductAdded: () => showNotification({ tone: 'success', title: 'Product added successfully!' }),
  notifyProductDeleted: () => showNotification({ tone: 'success', title: 'Product deleted' }),
  notifyMissingFields: () => showNotification({ tone: 'error', title: 'Please fill in all required fields' }),
  // A product changed meanwhile is said in the form, with both versions (issue 33), not in a toast.
  notifySaveFailed: (_: unknown, error: unknown) =>
    error instanceof ProductChanged
      ? undefined
      : showNotification({
          tone: 'error',
          title: 'The product was not saved',
          message: problemSentence(error),
        }),
};

/**
 * Products (/organization/products, spec §2): search (case-insensitive on name or description), tabs
 * by type and the Add Product dialog; the list and search state are the products machine, started
 * with the lodge's products from the route loader. A complete product is kept in the database first
 * and joins the list once saved; if saving fails the dialog stays open with what was typed. Only
 * owners and managers are offered Add Product, and each card's Edit and Delete (issue 8 "Roles"; a
 * delete is confirmed first, and a refused one keeps the confirmation open with the reason).
 */
export function ProductsScreen({
  data: products,
  lodge,
  writes = productsWrites,
}: {
  /** The route loader's rows (issue 19: screens take `data` and `writes`). */
  data: readonly Product[];
  lodge: LodgeMembership;
  writes?: ProductsWrites;
}) {
  const router = useRouter();
  // Issue 35: read with the lodge (the lodge actor, router context), kept in its copy for offline.
  const currency = lodge.currency ?? null;
  const person = useOutboxPerson();
  // The save reads the latest writes, lodge, router and person; the machine is made once per screen.
  // `over`: the version a Keep mine saves over (issue 33), set by the form's submit.
  const latest = useRef<{
    writes: ProductsWrites;
    lodgeId: string;
    router: typeof router;
    person: typeof person;
    over?: string;
    changed?: TheirVersion<Product>;
    /** The last edit's words (issue 33: "Product saved", or kept on this phone — waiting to send). */
    said: string;
  }>({ writes, lodgeId: lodge.lodgeId, router, person, said: '' });
  latest.current = { ...latest.current, writes, lodgeId: lodge.lodgeId, router, person };
  const [machine] = useState(() =>
    productsMachine.provide({
      actions: {
        ...notifications,
        notifyProductSaved: () => showNotification({ tone: 'success', title: latest.current.said }),
      },
      actors: {
        saveProduct: fromPromise<Product, SaveProductInput>(async ({ input }) => {
          const { writes: save, lodgeId, router: current, person: who, over } = latest.current;
          let saved: Product;
          if (input.opened) {
            // Issue 33: only what was changed, conditional on the version seen (theirs after Keep mine).
            const seen = over ?? input.opened.updatedAt ?? null;
            const change = { lodgeId, opened: input.opened, product: input.product, seen };
            const edited = await save.editProduct(change, who);
            if (edited.theirs) {
              latest.current.changed = edited.theirs;
              throw new ProductChanged(edited.theirs);
            }
            saved = edited.saved;
            latest.current.said = savedWords('product.edit', change, edited);
          } else saved = await save.addProduct(lodgeId, input.product);
          void current.invalidate();
          return saved;
        }),
      },
    }),
  );
  const [state, send, actor] = useMachine(machine, { input: { products } });
  const saving = state.matches('saving');
  const editing = state.matches('editing') || (saving && state.context.selectedId !== null);
  const selected = state.context.products.find((p) => p.id === state.context.selectedId);
  const formOpen = state.matches('adding') || state.matches('editing') || saving;
  const confirmOpen = state.matches('confirmingDelete');
  const formUsed = useMountedOnceOpened(formOpen);
  const confirmUsed = useMountedOnceOpened(confirmOpen);
  // The machine saves (`saving`); the form waits for it, and keeps what was typed unless it is kept.
  const submit = useCallback(
    async (product: Product, over?: string): Promise<TheirVersion<Product> | void> => {
      latest.current.over = over;
      latest.current.changed = undefined;
      send({ type: 'product.submit', product });
      const settled = await waitFor(actor, (snapshot) => !snapshot.matches('saving'));
      const { changed } = latest.current;
      if (changed) return changed;
      if (!settled.matches('browsing')) throw new Error('The product was not saved');
    },
    [actor, send],
  );
  const closeDialog = useCallback(() => send({ type: 'dialog.close' }), [send]);
  const edit = useCallback((productId: string) => send({ type: 'product.edit', productId }), [send]);
  const askToDelete = useCallback((productId: string) => send({ type: 'product.delete', productId }), [send]);
  const mayManage = can(lodge.role, 'manageProducts');
  const { query, tab } = state.context;
  // The list follows the tab and the search in a deferred render, after the tap or keystroke has painted
  // the selected tab or the typed letter (issue 11: a tab switch spent its time adding and removing
  // cards before it could paint). A saved or deleted product shows at once.
  const listedQuery = useDeferredValue(query);
  const listedTab = useDeferredValue(tab);

  // What a tab switch does not change is not redrawn by it (the tabs themselves follow Tabs' context).
  const searchField = useMemo(
    () => (
      <TextInput
        type="search"
        aria-label="Search products"
        placeholder="Search products..."
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        value={query}
        onChange={(event) => send({ type: 'search.change', query: event.currentTarget.value })}
      />
    ),
    [query, send],
  );
  const addButton = useMemo(
    () =>
      mayManage ? (
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => send({ type: 'dialog.open' })}
          aria-haspopup="dialog"
          fullWidth
        >
          Add Product
        </Button>
      ) : null,
    [mayManage, send],
  );

  return (
    <Page title="Products" description="What the lodge offers guests">
      {searchField}
      {addButton}
      <Tabs
        value={tab}
        onChange={(value) =>
          send({ type: 'tab.change', tab: tabs.find((t) => t.value === value)?.value ?? 'all' })
        }
      >
        {tabList}
        {/* One panel for the active tab, keyed so it stays the same element when the tab changes: the
            cards are kept (not rebuilt), so a tab switch only hides and shows cards (issue 11: it took
            456 ms at 4× CPU; issue 22). The other tabs' panels stay, empty, for aria-controls. */}
        <Tabs.Panel value={tab} key="active" pt="md">
          <ProductList
            products={state.context.products}
            query={listedQuery}
            tab={listedTab}
            onEdit={mayManage ? edit : undefined}
            onDelete={mayManage ? askToDelete : undefined}
            currency={currency}
          />
        </Tabs.Panel>
        {tabs
          .filter((t) => t.value !== tab)
          .map((t) => (
            <Tabs.Panel value={t.value} key={t.value}>
              {null}
            </Tabs.Panel>
          ))}
      </Tabs>
      {formUsed ? (
        <AddProductDialog
          opened={formOpen}
          onClose={closeDialog}
          onSubmit={submit}
          initial={editing ? selected : undefined}
          currency={currency}
        />
      ) : null}
      {confirmUsed ? (
        <ConfirmDeleteDialog
          opened={confirmOpen}
          title={`Delete ${selected?.name ?? 'product'}?`}
          confirmLabel="Delete"
          failure={(error) => failureSentence('The product was not deleted.', error)}
          onClose={closeDialog}
          onConfirm={async () => {
            if (!selected) return;
            await writes.deleteProduct(selected.id);
            send({ type: 'product.deleted', productId: selected.id });
            void router.invalidate();
          }}
        >
          <Text>{selected?.name} leaves the product list for everyone in the lodge.</Text>
        </ConfirmDeleteDialog>
      ) : null}
    </Page>
  );
}

/**
 * Every product's card, those not matching `query` on `tab` hidden, or the tab's empty message.
 * Memoised: the tap that changes the tab renders the tabs only; this list follows in a deferred render.
 * A tab switch or search only shows and hides cards (the `hidden` attribute), it never unmounts them:
 * a card that came back was built again, its picture loaded again (and, where it cannot load, swapped
 * for the default one again), which kept the main thread busy when the next tap came (issue 22).
 */
const ProductList = memo(function ProductList({
  products,
  query,
  tab,
  onEdit,
  onDelete,
  currency,
}: {
  products: readonly Product[];
  query: string;
  tab: ProductTab;
  currency: string | null;
  onEdit: ((productId: string) => void) | undefined;
  onDelete: ((productId: string) => void) | undefined;
}) {
  const shown = new Set(filterProducts(products, query, tab).map((product) => product.id));
  return (
    <>
      <Stack
        component="ul"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none', ...(shown.size === 0 ? { display: 'none' } : {}) }}
      >
        {products.map((product) => (
          <li key={product.id} hidden={!shown.has(product.id)}>
            <ProductCard product={product} onEdit={onEdit} onDelete={onDelete} currency={currency} />
          </li>
        ))}
      </Stack>
      {shown.size === 0 ? (
        <Text ta="center" py="lg" role="status">
          {emptyProductsMessage(tab)}
        </Text>
      ) : null}
    </>
  );
});

/** The tab buttons; the same element every render, so only the tabs whose state changed redraw. */
const tabList = (
  <Tabs.List grow>
    {tabs.map((t) => (
      <Tabs.Tab value={t.value} key={t.value} px={6}>
        {t.label}
      </Tabs.Tab>
    ))}
  </Tabs.List>
);
