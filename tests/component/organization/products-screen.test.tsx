import { describe, expect, it } from 'vitest';
import { IMAGE_URL_PROBLEM } from '../../../src/features/organization/add-product-dialog';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { act, cleanup, waitFor, within } from '@testing-library/react';
import { defaultProductImage } from '../../../src/data/products';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { ProductsScreen } from '../../../src/features/organization/products-screen';
import { fakeProductWrites, testLodge, testProducts } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';
import { COPY_FORM_MARK, showPhoneCopy, showServerRows, touched } from '../../support/copy-form';
import type { Product } from '../../../src/data/products';

// The dialogs load lazily; their first import is not part of any test's wait.
importLazyModulesFirst(
  () => import('../../../src/features/organization/add-product-dialog'),
  () => import('../../../src/ui/confirm-delete-dialog'),
);

/** The screen as its route renders it: the seeded lodge's products from the loader, the write faked. */
async function renderProducts({ role = 'manager' as LodgeRole, fake = fakeProductWrites() } = {}) {
  await renderScreen(<ProductsScreen data={testProducts()} lodge={testLodge(role)} writes={fake.writes} />, {
    path: '/organization/products',
  });
  return fake;
}
const productNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

async function openAddProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Product' }));
  return screen.findByRole('dialog', { name: 'Add Product' });
}

describe('ProductsScreen search and tabs (spec §2, §5)', () => {
  it('searches name or description, ignoring case', async () => {
    const user = userEvent.setup();
    await renderProducts();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'MOKORO');
    expect(productNames()).toEqual(['Mokoro Excursion', 'Three-Night Delta Experience']);
    await user.clear(search);
    await user.type(search, 'sausage tree');
    expect(productNames()).toEqual(['Family Chalet']);
  });

  it('filters by the tabs All, Accommodation, Activities and Packages', async () => {
    const user = userEvent.setup();
    await renderProducts();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Accommodation',
      'Activities',
      'Packages',
    ]);
    expect(productNames()).toHaveLength(5);
    await user.click(screen.getByRole('tab', { name: 'Activities' }));
    expect(productNames()).toEqual(['Mokoro Excursion', 'Guided Bush Walk']);
    await user.click(screen.getByRole('tab', { name: 'Packages' }));
    expect(productNames()).toEqual(['Three-Night Delta Experience']);
  });

  it('a tab switch and back keeps each card and its picture, not built and loaded again (issue 22, worst tap)', async () => {
    const user = userEvent.setup();
    await renderProducts();
    const picture = screen.getByRole('img', { name: /Family Chalet/ });
    await user.click(screen.getByRole('tab', { name: 'Activities' }));
    expect(productNames()).toEqual(['Mokoro Excursion', 'Guided Bush Walk']);
    expect(screen.queryByRole('img', { name: /Family Chalet/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(productNames()).toHaveLength(5);
    expect(screen.getByRole('img', { name: /Family Chalet/ })).toBe(picture);
  });

  it('shows the empty-list text on All, and "No {type}s found." (correct plural) on a type tab', async () => {
    const user = userEvent.setup();
    await renderProducts();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'hot air balloon');
    expect(
      screen.getByText('No products found. Try adjusting your search or add a new product.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Accommodation' }));
    expect(screen.getByText('No accommodations found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Activities' }));
    expect(screen.getByText('No activities found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Packages' }));
    expect(screen.getByText('No packages found.')).toBeInTheDocument();
  });
});

describe('Add Product dialog (spec §2, §4, §5)', () => {
  it('focuses the name and defaults the type to accommodation', async () => {
    const user = userEvent.setup();
    await renderProducts();
    const dialog = await openAddProduct(user);
    await waitFor(() => expect(within(dialog).getByLabelText(/Name/)).toHaveFocus());
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('Accommodation');
  });

  it('requires name and description: toast, dialog stays open with what was typed', async () => {
    const user = userEvent.setup();
    await renderProducts();
    const dialog = await openAddProduct(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Star Bed');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Star Bed');
    expect(productNames()).not.toContain('Star Bed');
  });

  it('puts a new product at the top, closes and toasts "Product added successfully!"', async () => {
    const user = userEvent.setup();
    await renderProducts();
    const dialog = await openAddProduct(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Star Bed');
    await user.type(within(dialog).getByLabelText(/Description/), 'Sleep under the stars on a platform.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    // Mantine's dropdown is still mid-transition in the test DOM, so its options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'Activity', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(productNames()[0]).toBe('Star Bed');
    await user.click(screen.getByRole('tab', { name: 'Activities' }));
    expect(productNames()[0]).toBe('Star Bed');
  });

  it('Add Product accepts "not a url": the image URL is validated inline, nothing typed is lost', async () => {
    const user = userEvent.setup();
    await renderProducts();
    for (const bad of ['not a url', 'javascript:alert(1)', 'http://lodge.example/pic.jpg']) {
      const dialog = await openAddProduct(user);
      await user.type(within(dialog).getByLabelText(/Name/), 'Sunset Deck');
      await user.type(within(dialog).getByLabelText(/Description/), 'Drinks at dusk');
      await user.type(within(dialog).getByLabelText(/Image URL/), bad);
      await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
      expect(await within(dialog).findByText(IMAGE_URL_PROBLEM)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Image URL/)).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Sunset Deck');
      expect(within(dialog).getByLabelText(/Image URL/)).toHaveValue(bad);
      expect(screen.queryByRole('heading', { name: 'Sunset Deck' })).toBeNull();
      // Typed text is discarded only after asking (issue 12).
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      const prompt = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
      await user.click(within(prompt).getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('shows the default image for a blank image URL, and an https URL as given', async () => {
    const user = userEvent.setup();
    await renderProducts();
    for (const [name, image] of [
      ['Blank Pic', ''],
      ['Web Pic', 'https://lodge.example/pic.jpg'],
    ] as const) {
      const dialog = await openAddProduct(user);
      await user.type(within(dialog).getByLabelText(/Name/), name);
      await user.type(within(dialog).getByLabelText(/Description/), 'Test product');
      if (image) await user.type(within(dialog).getByLabelText(/Image URL/), image);
      await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(screen.getByRole('img', { name: 'Lodge default picture for Blank Pic' })).toHaveAttribute(
      'src',
      defaultProductImage,
    );
    expect(screen.getByRole('img', { name: 'Picture of Web Pic' })).toHaveAttribute(
      'src',
      'https://lodge.example/pic.jpg',
    );
  });
});

describe('Products kept in the lodge (issue 8)', () => {
  it('offers staff and trustees no Add Product, Edit or Delete', async () => {
    await renderProducts({ role: 'staff' });
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    cleanup();
    await renderProducts({ role: 'trustee' });
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  });

  it('keeps the Add Product form as typed when saving fails', async () => {
    // Earlier tests' toasts fill the outlet (limit 3); start with none so this one shows at once.
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
    const user = userEvent.setup();
    const fake = fakeProductWrites();
    fake.failNextWith(new Error('Failed to fetch'));
    await renderProducts({ fake });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Star Bed');
    await user.type(within(dialog).getByLabelText(/Description/), 'Sleep under the stars');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('The product was not saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Star Bed');
    expect(fake.sent.map((p) => p.name)).toEqual(['Star Bed']);
  });

  it('bug: an edit kept on the phone (no signal) said "Product saved" as if the lodge had it', async () => {
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
    const user = userEvent.setup();
    const fake = fakeProductWrites();
    // What the one write path (saveOrQueue) resolves to when it kept the edit on the phone.
    fake.writes.editProduct = async ({ product }) => ({ saved: product, pending: true });
    await renderProducts({ role: 'owner', fake });
    await user.click(screen.getByRole('button', { name: 'Edit Family Chalet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await user.type(within(dialog).getByLabelText(/Name/), ' by the Lagoon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved on this phone — waiting to send')).toBeInTheDocument();
    expect(screen.queryByText('Product saved')).toBeNull();
  });

  it('edits a product in place under its id; its bundled picture is kept, not refused as a link', async () => {
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
    const user = userEvent.setup();
    const fake = await renderProducts({ role: 'owner' });
    await user.click(screen.getByRole('button', { name: 'Edit Family Chalet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const name = within(dialog).getByLabelText(/Name/);
    expect(name).toHaveValue('Family Chalet');
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue(
      'Thatched chalet sleeping four, shaded by a sausage tree.',
    );
    await user.clear(name);
    await user.type(name, 'Family Chalet by the Lagoon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    const chalet = testProducts().find((p) => p.id === 'p2chal')!;
    expect(fake.sent).toEqual([{ ...chalet, name: 'Family Chalet by the Lagoon' }]);
    expect(productNames()).toEqual([
      'Riverside Safari Tent',
      'Family Chalet by the Lagoon',
      'Mokoro Excursion',
      'Guided Bush Walk',
      'Three-Night Delta Experience',
    ]);
  });

  it("issue 33: Edit Product opened from the phone's copy says 'Updated 14:32 — changes are sent when the signal is back' and sends only the field changed", async () => {
    const user = userEvent.setup();
    const fake = fakeProductWrites();
    const edits: { opened?: Product; product: Product }[] = [];
    fake.writes.editProduct = async ({ opened, product }) => {
      edits.push({ opened, product });
      return { saved: product };
    };
    showPhoneCopy();
    try {
      await renderProducts({ role: 'owner', fake });
      await user.click(screen.getByRole('button', { name: 'Edit Family Chalet' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
      expect(within(dialog).getByRole('status')).toHaveTextContent(COPY_FORM_MARK);
      const description = within(dialog).getByLabelText(/Description/);
      await user.clear(description);
      await user.type(description, 'Sleeps four.');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(edits).toHaveLength(1));
      const chalet = testProducts().find((p) => p.id === 'p2chal')!;
      expect(edits[0]?.opened).toEqual(chalet);
      expect(touched(edits[0]?.opened ?? {}, edits[0]!.product)).toEqual(['description']);
    } finally {
      showServerRows();
    }
  });

  it('keeps the Edit Product form as typed when saving fails, and refuses a blank name', async () => {
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
    const user = userEvent.setup();
    const fake = fakeProductWrites();
    fake.failNextWith(new Error('Failed to fetch'));
    await renderProducts({ fake });
    await user.click(screen.getByRole('button', { name: 'Edit Mokoro Excursion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const description = within(dialog).getByLabelText(/Description/);
    await user.clear(description);
    await user.type(description, 'Two hours in a dugout.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The product was not saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
    expect(description).toHaveValue('Two hours in a dugout.');

    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(fake.sent).toHaveLength(1);
    expect(productNames()).toContain('Mokoro Excursion');
  });

  it('deletes a product only after asking; a refusal keeps the question open with the reason', async () => {
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
    const user = userEvent.setup();
    const fake = await renderProducts();
    await user.click(screen.getByRole('button', { name: 'Delete Guided Bush Walk' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Guided Bush Walk?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(productNames()).toContain('Guided Bush Walk');
    expect(fake.deleted).toEqual([]);

    fake.failNextWith(Object.assign(new Error('Only owners and managers may do this'), { code: '42501' }));
    await user.click(screen.getByRole('button', { name: 'Delete Guided Bush Walk' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Guided Bush Walk?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The product was not deleted.');
    expect(productNames()).toContain('Guided Bush Walk');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    expect(productNames()).not.toContain('Guided Bush Walk');
    expect(fake.deleted).toEqual(['p4walk', 'p4walk']);
  });
});
