import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { AuditAppendix } from '../../../src/features/finances/audit-appendix';
import { AuditHistoryScreen } from '../../../src/features/finances/audit-history-screen';
import type { AuditHistoryData } from '../../../src/features/finances/audit-history.data';
import type { AuditEntry } from '../../../src/lib/supabase/audit-trail';
import { renderScreen, screen } from '../../support/render';

const lorato = '11111111-1111-4111-8111-111111111111';
const smith = '22222222-2222-4222-8222-222222222222';
const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-12-03T12:02:00Z',
  lodgeDay: '2026-12-03',
  actorId: lorato,
  actorName: 'Lorato',
  actorRole: 'manager',
  table: 'booking_items',
  rowId: 'i1',
  bookingId: smith,
  bookingName: 'Smith',
  action: 'delete',
  before: { product_name: 'Extra night', quantity: 1, unit_price: 45000, line_total: 45000 },
  after: null,
  reason: 'added twice',
  ...fields,
});
const entries: AuditEntry[] = [
  entry({}),
  entry({
    id: 2,
    table: 'payments',
    action: 'insert',
    before: null,
    after: { amount: 90000, method: 'mobile_money' },
    reason: null,
    at: '2026-12-02T06:15:00Z',
  }),
  entry({
    id: 3,
    table: 'lodges',
    rowId: 'lodge',
    bookingId: null,
    bookingName: null,
    action: 'update',
    actorName: 'Neo',
    before: { currency: 'BWP', community_share_pct: 15 },
    after: { currency: 'BWP', community_share_pct: 20 },
    reason: null,
  }),
  entry({
    id: 4,
    table: 'finance_months',
    rowId: '2026-11-01',
    bookingId: null,
    bookingName: null,
    action: 'insert',
    actorName: 'Neo',
    before: null,
    after: {},
    reason: null,
    at: '2025-12-01T08:00:00Z',
  }),
];
const data = (fields: Partial<AuditHistoryData> = {}): AuditHistoryData => ({
  page: {
    entries,
    hasMore: true,
    people: [{ id: lorato, name: 'Lorato' }],
    bookings: [{ id: smith, name: 'Smith' }],
  },
  currency: 'BWP',
  timeZone: 'Africa/Gaborone',
  thisMonth: '2026-12-01',
  search: {},
  ...fields,
});

describe('History of changes (issue 32)', () => {
  it('lists who changed the money in words, with the reason and the lodge’s time, newest first', async () => {
    await renderScreen(<AuditHistoryScreen data={data()} onSearch={vi.fn()} />, {
      path: '/organization/finances/history',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'History of changes' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Changes, newest first' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      "Lorato removed item 'Extra night' (P 450.00) from booking Smith — reason: added twice14:02, 3 Dec",
      'Lorato recorded a payment of P 900.00 (Mobile money) on booking Smith08:15, 2 Dec',
      'Neo changed the community share from 15 % to 20 %14:02, 3 Dec',
      'Neo closed November 202610:00, 1 Dec 2025',
    ]);
  });

  it('filters by month, booking and person, and Show more asks for the next page', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    await renderScreen(
      <AuditHistoryScreen data={data({ search: { month: '2026-12' } })} onSearch={onSearch} />,
      {
        path: '/organization/finances/history',
      },
    );
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Lorato', hidden: true }));
    expect(onSearch).toHaveBeenLastCalledWith({ month: '2026-12', person: lorato });
    await user.click(screen.getByRole('combobox', { name: 'Booking' }));
    await user.click(await screen.findByRole('option', { name: 'Smith', hidden: true }));
    expect(onSearch).toHaveBeenLastCalledWith({ month: '2026-12', booking: smith });
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'All months', hidden: true }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onSearch).toHaveBeenLastCalledWith({ month: '2026-12', shown: 100 });
  });

  it('a trustee reads it but is offered nothing to change', async () => {
    await renderScreen(
      <AuditHistoryScreen data={data({ page: { ...data().page, hasMore: false } })} onSearch={vi.fn()} />,
      {
        path: '/organization/finances/history',
      },
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('says so when nothing matches the filters', async () => {
    await renderScreen(
      <AuditHistoryScreen
        data={data({
          page: { entries: [], hasMore: false, people: [], bookings: [] },
          search: { month: '2026-01' },
        })}
        onSearch={vi.fn()}
      />,
      { path: '/organization/finances/history' },
    );
    expect(screen.getByText('No changes match these filters.')).toBeInTheDocument();
  });

  it('the trustees’ report’s appendix lists the month’s changes', async () => {
    await renderScreen(
      <AuditAppendix audit={data().page} month="2026-12-01" currency="BWP" timeZone="Africa/Gaborone" />,
      { path: '/organization/finances/report' },
    );
    const table = screen.getByRole('table', { name: 'Changes to the money' });
    expect(
      within(table).getByText(
        "Lorato removed item 'Extra night' (P 450.00) from booking Smith — reason: added twice",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Appendix: changes to the money in December 2026' }),
    ).toBeInTheDocument();
  });
});
