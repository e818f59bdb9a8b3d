import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, render, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import dayjs from 'dayjs';
import type { Payment } from '../../../src/data/money';
import { AppProviders } from '../../../src/app/providers';
import { BookingsScreen } from '../../../src/features/bookings/bookings-screen';
import { parseBookingsSearch } from '../../../src/features/bookings/from-search';
import { useNavigateWhenLoaded } from '../../../src/features/shell/use-navigate-when-loaded';
import { BOOKING_NOT_FOUND, loadBookingDetail } from '../../../src/features/bookings/booking-detail.data';
import type { BookingMoney, BookingMoneyPort } from '../../../src/ui/bookings/booking-money-section';
import { createTestAuthActor, withAuth } from '../../support/auth';
import { fakeBookingWrites, testBookings, testLodge } from '../../support/lodge-fixtures';
import { importLazyModulesFirst } from '../../support/lazy-modules';
import { screen } from '../../support/render';

importLazyModulesFirst(
  () => import('../../../src/ui/bookings/booking-money-section'),
  () => import('../../../src/ui/bookings/booking-detail-dialog'),
);

/**
 * A lodge as the booking dialog's route sees it: the server's payments, the phone's outbox (waiting
 * payments, marked `pending`) and the signal. The sync round sends the outbox and, as LodgeSync's
 * `onChanged` does, asks the router to read its loaders again.
 */
function fakeLodge() {
  const server: Payment[] = [];
  const outbox: Payment[] = [];
  const state = { online: true };
  const reads: string[] = [];
  const readMoney = async (bookingId: string): Promise<BookingMoney> => {
    reads.push(bookingId);
    return {
      currency: 'BWP',
      items: [],
      payments: [...server, ...outbox].filter((payment) => payment.bookingId === bookingId),
      channelId: null,
      products: [],
      channels: [],
    };
  };
  const port: BookingMoneyPort = {
    load: readMoney,
    addItem: () => Promise.reject(new Error('not in this test')),
    recordPayment: async (payment) => {
      const line: Payment = { ...payment, id: `pay-${outbox.length + server.length + 1}`, paidAt: '' };
      if (state.online) server.push(line);
      else outbox.push({ ...line, pending: true });
      return state.online ? line : { ...line, pending: true };
    },
    setChannel: async () => undefined,
    mayCorrect: () => false,
    correctItem: async () => undefined,
    removeItem: async () => undefined,
    correctPayment: async () => undefined,
    removePayment: async () => undefined,
  };
  /** The sync's round: the outbox sent, then the screens read again (`router.invalidate()`). */
  const syncRound = async (invalidate: () => Promise<void>) => {
    for (const waiting of outbox.splice(0)) {
      const { pending: _sent, ...sent } = waiting;
      server.push(sent);
    }
    await act(invalidate);
  };
  return { state, server, outbox, reads, readMoney, port, syncRound };
}

/**
 * Bookings as its route renders it (src/routes/_app/bookings.tsx): `?booking=` validated and in the
 * loader's deps, the loader reading the booking and its money (`loadBookingDetail`) beside the days.
 */
async function renderBookingsRoute(lodge: ReturnType<typeof fakeLodge>, path = '/bookings') {
  const bookings = testBookings();
  const data = { from: dayjs().format('YYYY-MM-DD'), bookings, notes: [] };
  const rootRoute = createRootRoute({ component: Outlet });
  const bookingsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/bookings',
    validateSearch: parseBookingsSearch,
    loaderDeps: ({ search }) => ({ booking: search.booking }),
    loader: async ({ deps }) => ({
      detail: deps.booking
        ? await loadBookingDetail(deps.booking, bookings, {
            readBooking: async () => null,
            readMoney: lodge.readMoney,
          })
        : null,
    }),
    component: function Route() {
      const { detail } = bookingsRoute.useLoaderData();
      const [navigate] = useNavigateWhenLoaded();
      return (
        <div data-testid="screen-under-test">
          <BookingsScreen
            data={data}
            detail={detail}
            navigate={navigate}
            lodge={testLodge('owner')}
            writes={fakeBookingWrites().writes}
            money={() => lodge.port}
          />
        </div>
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([bookingsRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <AppProviders env="test">
      {withAuth(createTestAuthActor())(<RouterProvider router={router} />)}
    </AppProviders>,
  );
  await screen.findByTestId('screen-under-test');
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the booking detail as a route (issue 35: every screen’s data through the router)', () => {
  it('bug: a payment recorded offline stayed "Waiting to send" in the open dialog after the sync sent it', async () => {
    const user = userEvent.setup();
    const lodge = fakeLodge();
    const router = await renderBookingsRoute(lodge);
    await user.click(screen.getByRole('button', { name: 'Morning Mokoro Excursion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Morning Mokoro Excursion' });
    await waitFor(() => expect(router.state.location.search).toEqual({ booking: 'bk-1' }));

    lodge.state.online = false;
    await user.click(await within(dialog).findByRole('button', { name: 'Record payment' }));
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '120.50');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const payments = await within(dialog).findByRole('list', { name: 'Payments' });
    await waitFor(() => expect(payments).toHaveTextContent(/Payment P\s120\.50 · Cash · Waiting to send/));

    // The signal is back; the sync sends the payment and reads the screen again. The dialog stays open.
    lodge.state.online = true;
    await lodge.syncRound(() => router.invalidate());
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: 'Payments' })).not.toHaveTextContent('Waiting to send'),
    );
    expect(within(dialog).getByRole('list', { name: 'Payments' })).toHaveTextContent(
      /Payment P\s120\.50 · Cash/,
    );
    expect(lodge.server).toHaveLength(1);
  });

  it('opens the booking from the address (a link, a reload), and closing takes the param away', async () => {
    const user = userEvent.setup();
    const lodge = fakeLodge();
    const router = await renderBookingsRoute(lodge, '/bookings?booking=bk-1');
    const dialog = await screen.findByRole('dialog', { name: 'Morning Mokoro Excursion' });
    expect(await within(dialog).findByText('Balance due')).toBeInTheDocument();
    expect(lodge.reads).toEqual(['bk-1']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('Back closes the dialog a tap opened, and focus returns to its row', async () => {
    const user = userEvent.setup();
    const lodge = fakeLodge();
    const router = await renderBookingsRoute(lodge);
    const row = screen.getByRole('button', { name: 'Sunset Boat Cruise' });
    await user.click(row);
    await screen.findByRole('dialog', { name: 'Sunset Boat Cruise' });
    await waitFor(() => expect(router.state.location.search).toEqual({ booking: 'bk-3' }));
    await act(async () => router.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('an address naming no booking says so in plain words', async () => {
    const user = userEvent.setup();
    const lodge = fakeLodge();
    const router = await renderBookingsRoute(lodge, '/bookings?booking=not-a-booking');
    const notice = await screen.findByRole('dialog', { name: 'Booking not found' });
    expect(within(notice).getByText(BOOKING_NOT_FOUND)).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('button', { name: 'Morning Mokoro Excursion' })).toBeInTheDocument();
  });
});
