import { test, expect } from './fixtures';

/** Spec §2/§5 journey: organization hub → products, search, then the Add Product dialog's rules. */
test('products: search, then add a product to the top of the list', async ({ signedInPage: page }) => {
  await page.getByRole('link', { name: 'Business' }).click();
  await expect(page).toHaveURL(/\/organization$/);
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/organization\/products$/);

  const list = page.getByRole('tabpanel');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('PAPYRUS');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Mokoro Excursion')).toBeVisible();
  await search.fill('hot air balloon');
  await expect(
    page.getByText('No products found. Try adjusting your search or add a new product.'),
  ).toBeVisible();
  await search.fill('');

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('Accommodation');
  await dialog.getByLabel('Name').fill('Star Bed');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Star Bed');

  await dialog.getByLabel('Description').fill('Sleep under the stars on a raised platform.');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Product added successfully!')).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('Star Bed');
  await expect(list.getByRole('img', { name: 'Lodge default picture for Star Bed' })).toBeVisible();

  await page.getByRole('tab', { name: 'Accommodation' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText('Star Bed');
  await search.fill('star bed');
  await page.getByRole('tab', { name: 'Packages' }).click();
  await expect(page.getByText('No packages found.')).toBeVisible();
});
