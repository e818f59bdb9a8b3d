import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { signInMachine } from '../../../machines/sign-in.machine';
import { SignInScreen } from '../../../src/features/auth/sign-in-screen';
import { within } from '@testing-library/react';
import { renderScreen, screen } from '../../support/render';

const form = () => screen.getByRole('form', { name: 'Welcome back' });

function deferred() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

async function renderSignIn() {
  const call = deferred();
  const logic = signInMachine.provide({ actors: { signIn: fromPromise(() => call.promise) } });
  await renderScreen(<SignInScreen logic={logic} />, { path: '/auth/login' });
  return call;
}

describe('SignInScreen', () => {
  it('asks for both fields when one is empty', async () => {
    const user = userEvent.setup();
    await renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'neo@lodge.bw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Please enter both email and password',
    );
  });

  it('shows "Signing in..." on a disabled button, then "Login successful!"', async () => {
    const user = userEvent.setup();
    const call = await renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'neo@lodge.bw');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    call.resolve();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server message when sign-in fails', async () => {
    const user = userEvent.setup();
    const call = await renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'neo@lodge.bw');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    call.reject(new Error('Invalid login credentials'));
    expect(
      await screen.findByText('Login failed', { selector: '.mantine-Notification-title' }),
    ).toBeInTheDocument();
    // Issue 12: the server's answer is the toast, not repeated inside the form.
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('neo@lodge.bw');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('links to the register page', async () => {
    await renderSignIn();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
  });
});
