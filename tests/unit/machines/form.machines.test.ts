import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { drawerMachine } from '../../../machines/drawer.machine';
import { registerMachine, registrationProblem } from '../../../machines/register.machine';
import type { Notification } from '../../../machines/shared/auth-types';
import { signInMachine } from '../../../machines/sign-in.machine';

describe('signInMachine (spec §5, §8)', () => {
  it('refuses an empty email or password with the spec message', () => {
    const actor = createActor(signInMachine).start();
    actor.send({ type: 'signIn.submit', email: '  ', password: 'secret' });
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
    expect(actor.getSnapshot().context.validationMessage).toBe('Please enter both email and password');
  });

  it('signs in and says "Login successful!"', async () => {
    const notifications: Notification[] = [];
    let received: unknown;
    const actor = createActor(
      signInMachine.provide({
        actors: { signIn: fromPromise(async ({ input }) => void (received = input)) },
      }),
    );
    actor.on('notification', (n) => notifications.push(n));
    actor.start();
    actor.send({ type: 'signIn.submit', email: ' neo@lodge.bw ', password: 'secret' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(received).toEqual({ email: 'neo@lodge.bw', password: 'secret' });
    expect(notifications.map((n) => n.title)).toEqual(['Login successful!']);
  });

  it('keeps what was typed and shows the server message on failure', async () => {
    const notifications: Notification[] = [];
    const actor = createActor(
      signInMachine.provide({
        actors: {
          signIn: fromPromise(async (): Promise<void> => {
            throw new Error('Invalid login credentials');
          }),
        },
      }),
    );
    actor.on('notification', (n) => notifications.push(n));
    actor.start();
    actor.send({ type: 'signIn.submit', email: 'neo@lodge.bw', password: 'wrong' });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context).toMatchObject({ email: 'neo@lodge.bw', password: 'wrong' });
    expect(notifications).toEqual([
      { type: 'notification', tone: 'error', title: 'Login failed', message: 'Invalid login credentials' },
    ]);
  });
});

describe('registrationProblem (spec §5, in order)', () => {
  const valid = {
    email: 'a@b.co',
    password: 'secret',
    confirmPassword: 'secret',
    fullName: '',
    username: '',
  };
  it('accepts complete, matching, long-enough details; name and username optional', () => {
    expect(registrationProblem(valid)).toBeNull();
  });
  it('names the first broken rule', () => {
    expect(registrationProblem({ ...valid, confirmPassword: '' })).toBe('Please fill in all required fields');
    expect(registrationProblem({ ...valid, confirmPassword: 'secreT' })).toBe('Passwords do not match');
    expect(registrationProblem({ ...valid, password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters long',
    );
  });
});

describe('registerMachine', () => {
  it('sends metadata and announces the verification mail', async () => {
    const notifications: Notification[] = [];
    let received: unknown;
    const actor = createActor(
      registerMachine.provide({
        actors: { signUp: fromPromise(async ({ input }) => void (received = input)) },
      }),
    );
    actor.on('notification', (n) => notifications.push(n));
    actor.start();
    actor.send({
      type: 'register.submit',
      email: 'neo@lodge.bw',
      password: 'secret',
      confirmPassword: 'secret',
      fullName: ' Neo Kgosi ',
      username: 'neo',
    });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(received).toMatchObject({ email: 'neo@lodge.bw', fullName: 'Neo Kgosi', username: 'neo' });
    expect(notifications.map((n) => n.title)).toEqual([
      'Registration successful! Please check your email for verification.',
    ]);
  });
});

describe('drawerMachine (spec §4)', () => {
  it('opens, and closes on navigation, Escape and sign-out', () => {
    const actor = createActor(drawerMachine).start();
    for (const closing of ['route.changed', 'drawer.close', 'auth.signOut', 'drawer.toggle'] as const) {
      actor.send({ type: 'drawer.toggle' });
      expect(actor.getSnapshot().matches('open')).toBe(true);
      actor.send({ type: closing });
      expect(actor.getSnapshot().matches('closed')).toBe(true);
    }
  });
});
