import { createConfirmedUser, expect, newUser, test } from './fixtures';
import { verifyLinkInMail } from './support/mail';

/** Issue 12 "Accounts", against the embedded GoTrue: recovery, resend, taken usernames, bad links. */

test('Forgot password? → recovery mail → Set a new password → signed in on the dashboard', async ({
  page,
  backend,
  user,
}) => {
  await createConfirmedUser(backend, user);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: user.email })).toBeVisible();

  await page.goto(await verifyLinkInMail(backend, user.email, /Reset your password/));
  await expect(page).toHaveURL(/\/auth\/set-password$/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // The same rules as registration.
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-pass-1');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-pass-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-pass-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your new password is saved')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The new password is the one that works now.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('new-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Resend confirmation email after "Email not confirmed" mails the link again; the registered email stays filled in', async ({
  page,
  backend,
}) => {
  const user = newUser();
  await page.goto('/auth/register');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email not confirmed')).toBeVisible();
  // The e2e backend runs without GoTrue's rate limits (every test shares 127.0.0.1); the "too soon"
  // answer in GoTrue's words is covered by tests/model/sign-in.model.test.tsx.
  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(page.getByText('Confirmation email sent')).toBeVisible();
  await expect(page.getByText(/Sent\. Check your inbox/)).toBeVisible();
  const mails = async () => {
    const list = (await (await fetch(`${backend.mailUrl}/api/v1/messages`)).json()) as {
      messages: { To: { Address: string }[] }[];
    };
    return list.messages.filter((m) => m.To.some((to) => to.Address === user.email)).length;
  };
  await expect.poll(mails).toBe(2);
});

test('Registering with a taken username says so on the field and keeps what was typed', async ({
  page,
  backend,
  user,
}) => {
  await createConfirmedUser(backend, user);
  const second = newUser({ username: user.username });
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Second Person');
  await page.getByLabel('Username').fill(second.username);
  await page.getByLabel('Email').fill(second.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(second.password);
  await page.getByLabel('Confirm password').fill(second.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('That username is already taken. Please choose another.')).toBeVisible();
  await expect(page.getByText('Database error saving new user')).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveValue(second.username);
  await expect(page.getByLabel('Email')).toHaveValue(second.email);
  await expect(page.getByLabel('Full name')).toHaveValue('Second Person');
  await expect(page).toHaveURL(/\/auth\/register$/);

  // The one username rule, before anything is sent.
  await page.getByLabel('Username').fill('no spaces!');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Username must be 3–24 characters: letters, digits, _ and . only'),
  ).toBeVisible();
});

test('An expired or used confirmation link lands on /auth/login with a readable message', async ({
  browser,
  backend,
}) => {
  const user = newUser();
  const first = await browser.newPage();
  await first.goto('/auth/register');
  await first.getByLabel('Email').fill(user.email);
  await first.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await first.getByLabel('Confirm password').fill(user.password);
  await first.getByRole('button', { name: 'Create Account' }).click();
  await expect(first).toHaveURL(/\/auth\/login/);
  const link = await verifyLinkInMail(backend, user.email, /Confirm/);
  await first.goto(link);
  await expect(first.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await first.close();

  // The same link again, in a fresh browser: it was used.
  const context = await browser.newContext();
  const again = await context.newPage();
  await again.goto(link);
  await expect(again).toHaveURL(/\/auth\/login\?.*linkError=otp_expired/);
  await expect(
    again.getByText('This email link has expired or was already used.', { exact: false }),
  ).toBeVisible();
  expect(new URL(again.url()).hash).toBe('');
  await context.close();
});
