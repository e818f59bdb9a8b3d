import { expect, signIn, test } from './fixtures';

/**
 * Issue 34, "Change password": a signed-in person changes their password on Account (current, new,
 * confirm) through GoTrue's `PUT /user`; a wrong current password is refused in plain words and
 * keeps what was typed; afterwards only the new password signs in.
 */
test('Change password on Account: a wrong current password is refused, the right one changes it', async ({
  formSignedInPage: page,
  user,
}) => {
  test.setTimeout(90_000);
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel(/^Current password/).fill('not-my-password');
  await form.getByLabel(/^New password/).fill('delta-river-7');
  await form.getByLabel(/^Confirm new password/).fill('delta-river-7');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    form.getByText(
      'The password was not changed. Your current password is not right. Check it and try again.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel(/^New password/)).toHaveValue('delta-river-7');

  await form.getByLabel(/^Current password/).fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();
  await expect(form.getByLabel(/^Current password/)).toHaveValue('');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  const confirmSignOut = page.getByRole('dialog').getByRole('button', { name: /Sign Out/ });
  if (await confirmSignOut.isVisible().catch(() => false)) await confirmSignOut.click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/Invalid login credentials|not right|email or password/i)).toBeVisible();
  await signIn(page, { email: user.email, password: 'delta-river-7' });
});
