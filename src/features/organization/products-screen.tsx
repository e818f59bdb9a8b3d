import { useCallback } from 'react';
import { Button, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { productsMachine, type ProductTab } from '../../../machines/products.machine';
import { emptyProductsMessage, filterProducts, sampleProducts, type Product } from '../../data/products';
import { showNotification } from '../../ui/notify';
import { Page } from '../../ui/page';
import { AddProductDialog } from './add-product-dialog';
import { ProductCard } from './product-card';

/** The tabs of spec §2: All, Accommodation, Activities, Packages. */
const tabs: readonly { value: ProductTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'accommodation', label: 'Accommodation' },
  { value: 'activity', label: 'Activities' },
  { value: 'package', label: 'Packages' },
];

const providedMachine = productsMachine.provide({
  actions: {
    notifyProductAdded: () => showNotification({ tone: 'success', title: 'Product added successfully!' }),
    notifyMissingFields: () =>
      showNotification({ tone: 'error', title: 'Please fill in all required fields' }),
  },
});

/**
 * Products (/organization/products, spec §2): search (case-insensitive on name or description), tabs
 * by type and the Add Product dialog; the list and search state are the products machine.
 */
export function ProductsScreen() {
  const [state, send] = useMachine(providedMachine, { input: { products: sampleProducts } });
  const { products, query, tab } = state.context;
  const shown = filterProducts(products, query, tab);
  const closeDialog = useCallback(() => send({ type: 'dialog.close' }), [send]);
  const submitProduct = useCallback((product: Product) => send({ type: 'product.submit', product }), [send]);

  return (
    <Page title="Products" description="What the lodge offers guests">
      <TextInput
        type="search"
        aria-label="Search products"
        placeholder="Search products..."
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        value={query}
        onChange={(event) => send({ type: 'search.change', query: event.currentTarget.value })}
      />
      <Button
        leftSection={<IconPlus size={18} aria-hidden="true" />}
        onClick={() => send({ type: 'dialog.open' })}
        aria-haspopup="dialog"
        fullWidth
      >
        Add Product
      </Button>
      <Tabs
        value={tab}
        onChange={(value) => send({ type: 'tab.change', tab: (value as ProductTab | null) ?? 'all' })}
      >
        <Tabs.List grow>
          {tabs.map((t) => (
            <Tabs.Tab value={t.value} key={t.value} px={6}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* One panel for the active tab, keyed so it stays the same element when the tab changes: the
            cards shown on both tabs are kept (not rebuilt), so a tab switch only adds and removes cards
            (issue 11: it took 456 ms at 4× CPU). The other tabs' panels stay, empty, for aria-controls. */}
        <Tabs.Panel value={tab} key="active" pt="md">
          {shown.length > 0 ? (
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {shown.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </Stack>
          ) : (
            <Text ta="center" py="lg" role="status">
              {emptyProductsMessage(tab)}
            </Text>
          )}
        </Tabs.Panel>
        {tabs
          .filter((t) => t.value !== tab)
          .map((t) => (
            <Tabs.Panel value={t.value} key={t.value}>
              {null}
            </Tabs.Panel>
          ))}
      </Tabs>
      <AddProductDialog opened={state.matches('adding')} onClose={closeDialog} onSubmit={submitProduct} />
    </Page>
  );
}
