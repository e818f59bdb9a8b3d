import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, within } from '@testing-library/react';
import type { BookingItem, Payment } from '../../../src/data/money';
import type { Product } from '../../../src/data/products';
import { BookingDetailDialog } from '../../../src/ui/bookings/booking-detail-dialog';
import type { BookingMoney, BookingMoneyPort } from '../../../src/ui/bookings/booking-money-section';
import { importLazyModulesFirst } from '../../support/lazy-modules';
import { renderWithProviders, screen } from '../../support/render';

// The money section loads lazily; its first import is not part of the first test's wait (it failed
// while the machine was busy, the same file passing alone).
importLazyModulesFirst(() => import('../../../src/ui/bookings/booking-money-section'));

const tent: Product = {
  id: 'p-tent',
  name: 'Riverside Safari Tent',
  description: 'Tent',
  type: 'accommodation',
  image: '',
  price: 185000,
  cost: 65000,
};
const mokoro: Product = { ...tent, id: 'p-mokoro', name: 'Mokoro Excursion', type: 'activity', price: 45000 };

/** A port that answers like the server: line totals computed, every write recorded. */
function fakePort(start: Partial<BookingMoney> = {}) {
  const sent: unknown[] = [];
  const port: BookingMoneyPort = {
    load: async () => ({
      currency: 'BWP',
      items: [],
      payments: [],
      channelId: null,
      products: [tent, mokoro],
      channels: [{ id: 'c-ota', name: 'Online travel agencies (OTA)', commissionPct: 15 }],
      ...start,
    }),
    addItem: async (item): Promise<BookingItem> => {
      sent.push({ addItem: item });
      const product = [tent, mokoro].find((candidate) => candidate.id === item.productId)!;
      return {
        ...item,
        id: `item-${sent.length}`,
        productName: product.name,
        productType: product.type,
        lineTotal: item.quantity * item.unitPrice,
      };
    },
    recordPayment: async (payment): Promise<Payment> => {
      sent.push({ recordPayment: payment });
      return { ...payment, id: `payment-${sent.length}`, paidAt: new Date().toISOString() };
    },
    setChannel: async (bookingId, channelId) => {
      sent.push({ setChannel: [bookingId, channelId] });
    },
    mayCorrect: (line) => !line.pending && line.version !== undefined,
    correctItem: async (line, change) => {
      sent.push({ correctItem: { ...line, ...change } });
    },
    removeItem: async (line, reason) => {
      sent.push({ removeItem: { ...line, reason } });
    },
    correctPayment: async (line, change) => {
      sent.push({ correctPayment: { ...line, ...change } });
    },
    removePayment: async (line, reason) => {
      sent.push({ removePayment: { ...line, reason } });
    },
  };
  return { port, sent };
}

const booking = {
  id: 'bk-1',
  date: '2026-11-26',
  time: '07:30',
  name: 'Morning Mokoro Excursion',
  guests: 4,
  status: 'checked_in' as const,
};

function renderDialog(port: BookingMoneyPort, onChangeStatus = vi.fn(async () => {})) {
  renderWithProviders(
    <BookingDetailDialog
      booking={booking}
      notes={[]}
      abilities={{ readNotes: true, writeNotes: true, checkInOut: true, manage: false }}
      onClose={() => {}}
      onSaveNote={async () => {}}
      onChangeStatus={onChangeStatus}
      money={port}
    />,
  );
  return onChangeStatus;
}

describe('the booking’s money (issue 20)', () => {
  it('Add item copies the product’s price in; the line total is quantity × unit price', async () => {
    const user = userEvent.setup();
    const { port, sent } = fakePort();
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = screen.getByRole('form', { name: 'Add item' });
    await user.click(within(form).getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'Mokoro Excursion', hidden: true }));
    expect(within(form).getByRole('textbox', { name: /Unit price \(BWP\)/ })).toHaveValue('450.00');
    const quantity = within(form).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Mokoro Excursion · 4 × P 450.00')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        addItem: expect.objectContaining({
          bookingName: 'Morning Mokoro Excursion',
          productId: 'p-mokoro',
          productName: 'Mokoro Excursion',
          quantity: 4,
          unitPrice: 45000,
          currency: 'BWP',
        }),
      },
    ]);
    const balance = screen.getByLabelText('Booking balance');
    expect(balance).toHaveTextContent('TotalP 1,800.00');
    expect(balance).toHaveTextContent('Balance dueP 1,800.00');
  });

  it('a bad price or quantity is named on its field and nothing is sent', async () => {
    const user = userEvent.setup();
    const { port, sent } = fakePort();
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = screen.getByRole('form', { name: 'Add item' });
    await user.type(within(form).getByRole('textbox', { name: /Unit price/ }), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(within(form).getByText('Choose a product')).toBeInTheDocument();
    expect(within(form).getByText('Use at most 2 digits after the dot')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('Record payment offers the balance due, takes a method and a reference; a refund has a minus', async () => {
    const user = userEvent.setup();
    const { port, sent } = fakePort({
      items: [
        {
          id: 'i1',
          bookingId: 'bk-1',
          productId: 'p-mokoro',
          productName: 'Mokoro Excursion',
          productType: 'activity',
          quantity: 4,
          unitPrice: 45000,
          lineTotal: 180000,
        },
      ],
    });
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const form = screen.getByRole('form', { name: 'Record payment' });
    const amount = within(form).getByRole('textbox', { name: /Amount \(BWP\)/ });
    expect(amount).toHaveValue('1800.00');
    await user.clear(amount);
    await user.type(amount, '1450');
    await user.click(within(form).getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Mobile money', hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: /Reference/ }), 'MM 4471');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText(/^\d+ \w+ · Payment P 1,450\.00 · Mobile money · MM 4471$/),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        recordPayment: expect.objectContaining({
          amount: 145000,
          method: 'mobile_money',
          reference: 'MM 4471',
        }),
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const refund = within(screen.getByRole('form', { name: 'Record payment' })).getByRole('textbox', {
      name: /Amount/,
    });
    await user.clear(refund);
    await user.type(refund, '-50');
    await user.click(
      within(screen.getByRole('form', { name: 'Record payment' })).getByRole('button', {
        name: 'Record payment',
      }),
    );
    expect(await screen.findByText(/^\d+ \w+ · Refund -P 50\.00 · Cash$/)).toBeInTheDocument();
  });

  it('check-out with a balance due asks first: "P 350.00 still due — check out anyway?"', async () => {
    const user = userEvent.setup();
    const { port } = fakePort({
      items: [
        {
          id: 'i1',
          bookingId: 'bk-1',
          productId: 'p-walk',
          productName: 'Guided Bush Walk',
          productType: 'activity',
          quantity: 2,
          unitPrice: 35000,
          lineTotal: 70000,
        },
      ],
      payments: [
        { id: 'pay1', bookingId: 'bk-1', amount: 35000, method: 'cash', reference: null, paidAt: '' },
      ],
    });
    const onChangeStatus = renderDialog(port);
    await screen.findByText('Guided Bush Walk · 2 × P 350.00');
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    expect(screen.getByText('P 350.00 still due — check out anyway?')).toBeInTheDocument();
    expect(onChangeStatus).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByText(/still due/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    await user.click(screen.getByRole('button', { name: 'Check out anyway' }));
    expect(onChangeStatus).toHaveBeenCalledWith(booking, 'checked_out');
  });

  it('the channel comes from the lodge’s channels, each with its commission %', async () => {
    const user = userEvent.setup();
    const { port, sent } = fakePort();
    renderDialog(port);
    await user.click(await screen.findByRole('combobox', { name: 'Channel' }));
    await user.click(
      await screen.findByRole('option', {
        name: 'Online travel agencies (OTA) (15 %)',
        hidden: true,
      }),
    );
    expect(sent).toEqual([{ setChannel: ['bk-1', 'c-ota'] }]);
  });

  it('a payment made with no signal shows at once, waiting to send', async () => {
    const user = userEvent.setup();
    const { port } = fakePort();
    port.recordPayment = async (payment) => ({ ...payment, id: 'waiting', paidAt: '', pending: true });
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const form = screen.getByRole('form', { name: 'Record payment' });
    await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '200');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment P 200.00 · Cash · Waiting to send')).toBeInTheDocument();
  });

  it('a booking never opened with a signal on this phone says so', async () => {
    const { port } = fakePort();
    port.load = async () => {
      throw new TypeError('Failed to fetch');
    };
    renderDialog(port);
    expect(await screen.findByText(/could not be read|not been opened with a signal/)).toBeInTheDocument();
  });
});

const walks: BookingItem = {
  id: 'i-walk',
  bookingId: 'bk-1',
  productId: 'p-walk',
  productName: 'Guided Bush Walk',
  productType: 'activity',
  quantity: 5,
  unitPrice: 35000,
  lineTotal: 175000,
  version: 1,
};

describe('issue 32: figures a trustee can sign, on the booking', () => {
  it('an overpayment is asked about before it is saved, then shown as a credit owed to the guest', async () => {
    const user = userEvent.setup();
    const { port, sent } = fakePort({ items: [walks] });
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const form = screen.getByRole('form', { name: 'Record payment' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '17500');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'P 17,500.00 is more than the P 1,750.00 due. Record it anyway?',
    );
    expect(sent).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Record anyway' }));
    const balance = await screen.findByLabelText('Booking balance');
    await screen.findByText(/Payment P 17,500\.00/);
    expect(balance).toHaveTextContent('CreditP 15,750.00 — owed to the guest');
    expect(balance).not.toHaveTextContent('Balance due');
    expect(sent).toEqual([{ recordPayment: expect.objectContaining({ amount: 1750000 }) }]);
  });

  it('bug: a deposit on a booking with nothing billed yet was asked about as "more than the P 0.00 due"', async () => {
    const user = userEvent.setup();
    const { port, sent } = fakePort();
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const form = screen.getByRole('form', { name: 'Record payment' });
    await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '120.50');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/Payment P 120\.50/)).toBeInTheDocument();
    expect(screen.queryByText(/is more than the/)).not.toBeInTheDocument();
    expect(sent).toEqual([{ recordPayment: expect.objectContaining({ amount: 12050 }) }]);
    expect(await screen.findByLabelText('Booking balance')).toHaveTextContent(
      'CreditP 120.50 — owed to the guest',
    );
  });

  it('a mistaken item is removed only with a reason, naming the version it saw', async () => {
    const user = userEvent.setup();
    const { port, sent } = fakePort({ items: [walks] });
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Correct Guided Bush Walk' }));
    const form = screen.getByRole('form', { name: 'Correct Guided Bush Walk' });
    await user.click(within(form).getByRole('button', { name: 'Remove item' }));
    expect(within(form).getByText('Say why it is removed')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Walk entered twice');
    await user.click(within(form).getByRole('button', { name: 'Remove item' }));
    await screen.findByRole('button', { name: 'Add item' });
    expect(sent).toEqual([{ removeItem: { id: 'i-walk', version: 1, reason: 'Walk entered twice' } }]);
  });

  it('offline, a correction says plainly it waits for a signal, keeps what was typed, and saves once back online', async () => {
    const user = userEvent.setup();
    const { port, sent } = fakePort({ items: [walks] });
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Correct Guided Bush Walk' }));
    const form = screen.getByRole('form', { name: 'Correct Guided Bush Walk' });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    try {
      expect(await within(form).findByRole('status')).toHaveTextContent(
        'No connection: a correction is saved only with a signal, because the server checks it against the month’s figures. What you typed stays here until then.',
      );
      await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Walk entered twice');
      expect(within(form).getByRole('button', { name: 'Remove item' })).toBeDisabled();
      expect(within(form).getByRole('button', { name: 'Save change' })).toBeDisabled();
      expect(sent).toEqual([]);
    } finally {
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveValue('Walk entered twice');
    await user.click(within(form).getByRole('button', { name: 'Remove item' }));
    await screen.findByRole('button', { name: 'Add item' });
    expect(sent).toEqual([{ removeItem: { id: 'i-walk', version: 1, reason: 'Walk entered twice' } }]);
  });

  it('a corrected quantity is sent with the version it edited; a refusal keeps the form and says why', async () => {
    const user = userEvent.setup();
    const { port, sent } = fakePort({ items: [walks] });
    let refuse = true;
    port.correctItem = async (line, change) => {
      if (refuse) {
        refuse = false;
        throw { code: 'PT409', message: 'money_changed_meanwhile' };
      }
      sent.push({ correctItem: { ...line, ...change } });
    };
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Correct Guided Bush Walk' }));
    const form = screen.getByRole('form', { name: 'Correct Guided Bush Walk' });
    const quantity = within(form).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(form).getByRole('button', { name: 'Save change' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The item was not changed. Someone changed this line meanwhile.',
    );
    expect(quantity).toHaveValue('4');
    await user.click(within(form).getByRole('button', { name: 'Save change' }));
    await screen.findByRole('button', { name: 'Add item' });
    expect(sent).toEqual([
      { correctItem: { id: 'i-walk', version: 1, quantity: 4, unitPrice: 35000, reason: null } },
    ]);
  });

  it('a change to a closed month shows on the booking as "Adjusted in December: −P 450.00, …"', async () => {
    const { port } = fakePort({
      items: [walks],
      adjustments: [
        {
          id: 'a1',
          month: '2026-12-01',
          adjustsMonth: '2026-11-01',
          booking: 'Morning Mokoro Excursion',
          record: 'item',
          change: 'removed',
          revenue: -45000,
          costs: -15000,
          received: 0,
          description: 'Mokoro Excursion × 1 removed',
          reason: 'Tent 3 extra night removed',
        },
      ],
    });
    renderDialog(port);
    expect(
      await screen.findByText('Adjusted in December 2026: −P 450.00, Tent 3 extra night removed'),
    ).toBeInTheDocument();
  });

  it('issue 34: payments show their date and an amount never breaks inside itself', async () => {
    const { port } = fakePort({
      items: [walks],
      payments: [
        {
          id: 'pay1',
          bookingId: 'bk-1',
          amount: 175000,
          method: 'cash',
          reference: null,
          paidAt: '2026-11-03T08:00:00Z',
          version: 1,
        },
      ],
    });
    renderDialog(port);
    const line = await screen.findByText(/^3 Nov · Payment P 1,750\.00 · Cash$/);
    expect(line.textContent).toContain('P\u00a01,750.00');
  });
});

describe('issue 35: one write path, failures worded by the error catalogue', () => {
  it('bug: a refused item showed the database’s code ("item_price"), not the catalogue’s words', async () => {
    const user = userEvent.setup();
    const { port } = fakePort();
    port.addItem = async () => {
      throw { code: 'P0001', message: 'item_price' };
    };
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = screen.getByRole('form', { name: 'Add item' });
    await user.click(within(form).getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'Mokoro Excursion', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The item was not added. That unit price is out of range.',
    );
    expect(within(form).getByRole('textbox', { name: /Unit price \(BWP\)/ })).toHaveValue('450.00');
  });

  it('bug: a first Remove item that failed said "The item was not changed."', async () => {
    const user = userEvent.setup();
    const { port } = fakePort({ items: [walks] });
    port.removeItem = async () => {
      throw { code: 'P0001', message: 'money_row_not_found' };
    };
    renderDialog(port);
    await user.click(await screen.findByRole('button', { name: 'Correct Guided Bush Walk' }));
    const form = screen.getByRole('form', { name: 'Correct Guided Bush Walk' });
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Walk entered twice');
    await user.click(within(form).getByRole('button', { name: 'Remove item' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The item was not removed. This line is no longer on the booking: someone removed it meanwhile.',
    );
    expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveValue('Walk entered twice');
  });
});
