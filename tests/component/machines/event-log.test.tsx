import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { drawerMachine } from '../../../machines/drawer.machine';
import { createEventLogStore, summarizePayload, watchActor } from '../../../src/features/machines/event-log';
import { EventLogPanel } from '../../../src/features/machines/event-log-panel';
import { renderWithProviders } from '../../support/render';

const SECRETS = [
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.c2lnbmF0dXJl',
  'refresh-123',
  'hunter2',
  'neo@lodge.bw',
];

describe('the event log', () => {
  it('summarises a payload by key and never shows tokens, passwords or personal data', () => {
    const event: { type: string; [key: string]: unknown } = {
      type: 'session.signedIn',
      session: { access_token: SECRETS[0], refresh_token: SECRETS[1], user: { email: SECRETS[3] } },
      password: SECRETS[2],
      email: SECRETS[3],
      fullName: 'Neo Kgosi',
      phone: '+267 71 234 567',
      lodgeId: 'lodge-2',
      step: 3,
      answers: [1, 2],
      note: 'Guest in room 4 is Mr Dube',
      whatever: SECRETS[0],
      contact: SECRETS[3],
    };
    const summary = summarizePayload(event);
    expect(summary).toBe(
      'session: [hidden], password: [hidden], email: [hidden], fullName: [hidden], phone: [hidden], ' +
        'lodgeId: "lodge-2", step: 3, answers: [hidden], note: [hidden], whatever: [hidden], contact: [hidden]',
    );
    for (const secret of [...SECRETS, 'Neo', '71 234', 'Dube']) expect(summary).not.toContain(secret);
  });

  it('shows the live events with time, type, redacted payload and the state after; Pause and Clear', async () => {
    const store = createEventLogStore(() => Date.UTC(2026, 10, 26, 8, 30, 5));
    const drawer = createActor(drawerMachine).start();
    const stop = watchActor(store, 'drawer', drawer);
    renderWithProviders(<EventLogPanel store={store} machineId="drawer" running />);
    expect(screen.getByText('No events yet.')).toBeInTheDocument();

    act(() => drawer.send({ type: 'drawer.toggle' }));
    act(() => drawer.send({ type: 'drawer.close', via: 'escape', email: SECRETS[3] } as never));
    const table = screen.getByRole('table', { name: 'Events of the drawer machine' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Newest first.
    expect(rows[0]).toHaveTextContent(/drawer\.close.*via: "escape", email: \[hidden\].*closed/);
    expect(rows[1]).toHaveTextContent(/drawer\.toggle—open/);
    expect(table).not.toHaveTextContent(SECRETS[3]!);

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-pressed', 'true');
    act(() => drawer.send({ type: 'drawer.toggle' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    act(() => drawer.send({ type: 'drawer.toggle' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No events yet.')).toBeInTheDocument();
    stop();
    drawer.stop();
  });

  it('keeps the last 100 events', () => {
    const store = createEventLogStore();
    const drawer = createActor(drawerMachine).start();
    watchActor(store, 'drawer', drawer);
    for (let i = 0; i < 130; i++) drawer.send({ type: 'drawer.toggle' });
    expect(store.entries('drawer')).toHaveLength(100);
  });
});
