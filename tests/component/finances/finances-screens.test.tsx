import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, waitFor, within } from '@testing-library/react';
import type { FinanceSummary } from '../../../src/data/money';
import { CommunityFundScreen } from '../../../src/features/finances/community-fund-screen';
import type { CommunityFundData } from '../../../src/features/finances/community-fund.data';
import { FinanceReportScreen } from '../../../src/features/finances/finance-report-screen';
import { FinancesScreen } from '../../../src/features/finances/finances-screen';
import type { FinancesData } from '../../../src/features/finances/finances.data';
import type { FundEntry } from '../../../src/lib/supabase/community-fund';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';

const settings = { name: 'Okavango Community Trust', currency: 'BWP', communitySharePct: 15, capacity: 8 };
const summary: FinanceSummary = {
  revenue: 4290000,
  costs: 1600000,
  commission: 149250,
  profit: 2540750,
  community_share: 381113,
  received: 4065000,
  due: 225000,
  occupancy_pct: 4.2,
  by_channel: [
    { channel_id: 'c1', name: 'Direct bookings', revenue: 3295000, commission: 0 },
    { channel_id: 'c2', name: 'Online travel agencies (OTA)', revenue: 995000, commission: 149250 },
  ],
  by_type: [{ type: 'accommodation', revenue: 2225000, costs: 775000 }],
};
const entry = (fields: Partial<FundEntry>): FundEntry => ({
  id: 'f',
  entry_date: '2026-10-02',
  kind: 'share',
  month: '2026-09-01',
  amount: 363113,
  purpose: null,
  recipient: null,
  note: null,
  reverses_id: null,
  created_at: '',
  ...fields,
});
const fund = [
  entry({ id: 'f1' }),
  entry({
    id: 'f2',
    kind: 'disbursement',
    month: null,
    entry_date: '2026-11-10',
    amount: -400000,
    purpose: 'School bursaries',
    recipient: 'Boro Primary School',
  }),
];
const financesData: FinancesData = {
  month: '2026-11-01',
  thisMonth: '2026-11-01',
  settings,
  summary,
  year: [],
  closedMonths: ['2026-09-01'],
  fund,
  fetchedAt: '2026-11-26T06:10:00Z',
};

describe('Finances (issue 20)', () => {
  it('shows the month’s figures in the lodge’s currency and the splits', async () => {
    await renderScreen(<FinancesScreen data={financesData} lodgeId="l1" onPickMonth={() => {}} />, {
      path: '/organization/finances',
    });
    const figures = screen.getByLabelText("The month's figures");
    expect(figures).toHaveTextContent('RevenueP 42,900.00');
    expect(figures).toHaveTextContent('ProfitP 25,407.50');
    expect(figures).toHaveTextContent('Community fund share (15 %)P 3,811.13');
    expect(figures).toHaveTextContent('Still dueP 2,250.00');
    expect(figures).toHaveTextContent('Occupancy4.2 %');
    const byChannel = screen.getByRole('table', { name: 'By channel' });
    expect(within(byChannel).getByRole('row', { name: /Online travel agencies/ })).toHaveTextContent(
      'P 9,950.00P 1,492.50',
    );
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('the month picker starts with this month and asks for another', async () => {
    const user = userEvent.setup();
    const onPickMonth = vi.fn();
    await renderScreen(<FinancesScreen data={financesData} lodgeId="l1" onPickMonth={onPickMonth} />, {
      path: '/organization/finances',
    });
    const picker = screen.getByRole('combobox', { name: 'Month' });
    expect(picker).toHaveValue('November 2026');
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'October 2026', hidden: true }));
    expect(onPickMonth).toHaveBeenCalledWith('2026-10-01');
  });

  it('issue 32: the picker reaches 12 months back and 12 ahead, and the screen says what each figure counts', async () => {
    const user = userEvent.setup();
    const onPickMonth = vi.fn();
    await renderScreen(<FinancesScreen data={financesData} lodgeId="l1" onPickMonth={onPickMonth} />, {
      path: '/organization/finances',
    });
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options).toHaveLength(25);
    expect(options[0]).toHaveTextContent('November 2027');
    expect(options[24]).toHaveTextContent('November 2025');
    await user.click(await screen.findByRole('option', { name: 'December 2026', hidden: true }));
    expect(onPickMonth).toHaveBeenCalledWith('2026-12-01');
    expect(screen.getByText(/Received counts the payments received in it/)).toBeInTheDocument();
  });

  it('issue 32: Owed to guests beside Still due; a closed month says its own share % and its later adjustments', async () => {
    await renderScreen(
      <FinancesScreen
        data={{
          ...financesData,
          month: '2026-09-01',
          settings: { ...settings, communitySharePct: 20 },
          summary: { ...summary, community_share_pct: 15, owed_to_guests: 1575000 },
          lines: {
            items: [],
            payments: [],
            fund_entries: [],
            adjusted_later: [
              {
                id: 'a1',
                month: '2026-11-01',
                adjusts_month: '2026-09-01',
                booking: 'Tent 3',
                record: 'item',
                change: 'changed',
                revenue: -45000,
                costs: -15000,
                received: 0,
                description: 'Tent × 3 → × 2',
                reason: 'Tent 3 extra night removed',
                created_at: '2026-11-02T09:00:00Z',
              },
            ],
          },
        }}
        lodgeId="l1"
        onPickMonth={() => {}}
      />,
      { path: '/organization/finances' },
    );
    const figures = screen.getByLabelText("The month's figures");
    expect(figures).toHaveTextContent('Community fund share (15 %)P 3,811.13');
    expect(figures).toHaveTextContent('Still dueP 2,250.00Owed to guestsP 15,750.00');
    expect(
      screen.getByText('Adjusted in November 2026: −P 450.00, Tent 3 extra night removed · Tent 3'),
    ).toBeInTheDocument();
  });

  it('while another month loads, the picker shows it and the figures shown say it is loading', async () => {
    await renderScreen(
      <FinancesScreen data={financesData} lodgeId="l1" onPickMonth={() => {}} loadingMonth="2026-10-01" />,
      { path: '/organization/finances' },
    );
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('October 2026');
    expect(screen.getByRole('status')).toHaveTextContent('Loading October 2026…');
    // The month shown is still November's until October's figures are here.
    expect(screen.getByLabelText("The month's figures")).toHaveTextContent('RevenueP 42,900.00');
  });

  it('Download CSV makes one file of the month’s lines; a failure says why', async () => {
    const user = userEvent.setup();
    const download = vi.fn();
    const fetchLines = vi
      .fn()
      .mockRejectedValueOnce({ message: 'finance_not_allowed' })
      .mockResolvedValue({ items: [], payments: [], fund_entries: [] });
    await renderScreen(
      <FinancesScreen
        data={financesData}
        lodgeId="l1"
        onPickMonth={() => {}}
        writes={{ fetchLines, download }}
      />,
      { path: '/organization/finances' },
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CSV could not be made. finance_not_allowed',
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(download).toHaveBeenCalledWith(
      'finances-2026-11.csv',
      expect.stringMatching(
        /^\ufeffrecord,date,booking,description,quantity,unit_price,amount,currency,reference\r\ntotal,2026-11,,Revenue,,,42900.00,BWP,\r\n/,
      ),
    );
  });

  it('issue 32: the screen = the report = the CSV — the same totals parsed from each', async () => {
    const user = userEvent.setup();
    // A month with an adjustment to a closed month, a refund, an overpayment and a commissioned channel.
    const month: FinancesData = {
      ...financesData,
      summary: {
        ...summary,
        revenue: 4245000,
        costs: 1585000,
        commission: 149250,
        profit: 2510750,
        community_share: 376613,
        community_share_pct: 15,
        received: 5640000,
        due: 225000,
        owed_to_guests: 1575000,
        by_type: [...summary.by_type, { type: 'adjustment', revenue: -45000, costs: -15000 }],
      },
    };
    let csv = '';
    await renderScreen(
      <FinancesScreen
        data={month}
        lodgeId="l1"
        onPickMonth={() => {}}
        writes={{
          fetchLines: async () => ({ items: [], payments: [], fund_entries: [] }),
          download: (_name: string, text: string) => {
            csv = text;
          },
        }}
      />,
      { path: '/organization/finances' },
    );
    /** Label → minor units, from the figures' cards ("P 42,450.00" → 4245000). */
    const parseCards = (figures: HTMLElement) =>
      Object.fromEntries(
        within(figures)
          .getAllByRole('term')
          .map((term) => {
            const value = term.nextElementSibling?.textContent ?? '';
            const minor = Math.round(Number(value.replace(/[^0-9.-]/g, '').replace(/^-?$/, 'NaN')) * 100);
            return [term.textContent ?? '', value.includes('-') ? -Math.abs(minor) : minor];
          })
          .filter(([label]) => label !== 'Occupancy'),
      );
    const onScreen = parseCards(screen.getByLabelText("The month's figures"));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(csv).not.toBe(''));
    const inCsv = Object.fromEntries(
      csv
        .split('\r\n')
        .filter((row) => row.startsWith('total,'))
        .map((row) => {
          const cells = row.split(',');
          return [cells[3], Math.round(Number(cells[6]) * 100)];
        }),
    );
    cleanup();
    await renderScreen(<FinanceReportScreen data={month} />, { path: '/organization/finances/report' });
    const inReport = parseCards(screen.getByLabelText("The month's figures"));
    expect(Object.keys(onScreen)).toHaveLength(8);
    expect(onScreen).toEqual(inCsv);
    expect(inReport).toEqual(inCsv);
    expect(inCsv).toMatchObject({
      Revenue: 4245000,
      'Owed to guests': 1575000,
      'Community fund share (15 %)': 376613,
    });
  });

  it('issue 31: occupancy to 0.1 %, ADR and RevPAR by room type — the same on Finances, the report and the CSV', async () => {
    const user = userEvent.setup();
    const withRooms: FinancesData = {
      ...financesData,
      occupancy: [
        {
          roomType: null,
          nightsAvailable: 238,
          nightsSold: 51,
          roomRevenue: 10745000,
          occupancy: 0.2143,
          adr: 210686,
          revpar: 45147,
        },
        {
          roomType: 'chalet',
          nightsAvailable: 60,
          nightsSold: 17,
          roomRevenue: 4420000,
          occupancy: 0.2833,
          adr: 260000,
          revpar: 73667,
        },
        {
          roomType: 'tent',
          nightsAvailable: 178,
          nightsSold: 34,
          roomRevenue: 6325000,
          occupancy: 0.191,
          adr: 186029,
          revpar: 35534,
        },
      ],
    };
    let csv = '';
    await renderScreen(
      <FinancesScreen
        data={withRooms}
        lodgeId="l1"
        onPickMonth={() => {}}
        writes={{
          fetchLines: async () => ({ items: [], payments: [], fund_entries: [] }),
          download: (_name: string, text: string) => {
            csv = text;
          },
        }}
      />,
      { path: '/organization/finances' },
    );
    // The rooms' occupancy replaces the capacity estimate (4.2 %) in the figures.
    expect(screen.getByLabelText("The month's figures")).toHaveTextContent('Occupancy21.4 %');
    const rowsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('rowgroup')
        .slice(1)
        .map((group) => group.textContent);
    const expected = [
      'All rooms · 51 of 238 nights21.4 %P 2,106.86P 451.47',
      'Chalet · 17 of 60 nights28.3 %P 2,600.00P 736.67',
      'Tent · 34 of 178 nights19.1 %P 1,860.29P 355.34',
    ];
    expect(rowsOf(screen.getByRole('table', { name: 'Rooms' }))).toEqual(expected);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(csv).not.toBe(''));
    const inCsv = csv
      .split('\r\n')
      .filter((row) => /^(occupancy|adr|revpar),/.test(row))
      .map((row) => row.split(','));
    expect(inCsv.filter((cells) => cells[0] === 'occupancy').map((cells) => [cells[3], cells[6]])).toEqual([
      ['All rooms', '21.4'],
      ['Chalet', '28.3'],
      ['Tent', '19.1'],
    ]);
    expect(inCsv.filter((cells) => cells[0] === 'revpar').map((cells) => cells[6])).toEqual([
      '451.47',
      '736.67',
      '355.34',
    ]);
    cleanup();
    await renderScreen(<FinanceReportScreen data={withRooms} />, { path: '/organization/finances/report' });
    expect(rowsOf(screen.getByRole('table', { name: 'Rooms' }))).toEqual(expected);
    expect(screen.getByLabelText("The month's figures")).toHaveTextContent('Occupancy21.4 %');
  });

  it('issue 31: a lodge with no rooms shows no Rooms table and keeps the capacity estimate', async () => {
    await renderScreen(
      <FinancesScreen
        data={{
          ...financesData,
          occupancy: [
            {
              roomType: null,
              nightsAvailable: 0,
              nightsSold: 0,
              roomRevenue: 0,
              occupancy: null,
              adr: null,
              revpar: null,
            },
          ],
        }}
        lodgeId="l1"
        onPickMonth={() => {}}
      />,
      { path: '/organization/finances' },
    );
    expect(screen.getByLabelText("The month's figures")).toHaveTextContent('Occupancy4.2 %');
    expect(screen.queryByRole('table', { name: 'Rooms' })).toBeNull();
  });

  it('the trustees’ report: the lodge, the month, the figures and the fund’s movements', async () => {
    await renderScreen(<FinanceReportScreen data={financesData} />, {
      path: '/organization/finances/report',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Okavango Community Trust' })).toBeInTheDocument();
    expect(screen.getByText("Trustees' report · November 2026")).toBeInTheDocument();
    const movements = screen.getByRole('table', { name: 'Community fund movements' });
    expect(within(movements).getByText('School bursaries · Boro Primary School')).toBeInTheDocument();
    expect(screen.getByText('Fund balance at the end of November 2026: -P 368.87')).toBeInTheDocument();
  });
});

const fundData: CommunityFundData = {
  settings,
  entries: fund,
  closedMonths: ['2026-09-01'],
  today: '2026-11-26',
  toClose: { month: '2026-10-01', summary: { ...summary, community_share: 363113 } },
  fetchedAt: '2026-11-26T06:10:00Z',
};
const fakeWrites = () => ({
  closeMonth: vi.fn(async () => {}),
  recordDisbursement: vi.fn(async () => {}),
  reverseEntry: vi.fn(async () => {}),
});

describe('Community fund (issue 20)', () => {
  it('a trustee reads the balance and the ledger, with no Close month and no disbursement', async () => {
    await renderScreen(
      <CommunityFundScreen data={fundData} lodge={testLodge('trustee')} writes={fakeWrites()} />,
      {
        path: '/organization/community-fund',
      },
    );
    expect(screen.getByLabelText('Balance -P 368.87')).toBeInTheDocument();
    const ledger = screen.getByRole('list', { name: 'Ledger' });
    expect(
      within(ledger)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining(
        'School bursaries · Boro Primary School10 Nov 2026-P 4,000.00Balance -P 368.87',
      ),
      expect.stringContaining('Community share of September 2026'),
    ]);
    expect(screen.queryByRole('button', { name: 'Close month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record disbursement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /counter-entry/ })).not.toBeInTheDocument();
  });

  it('an owner closes the next month after saying what it credits', async () => {
    const user = userEvent.setup();
    const writes = fakeWrites();
    await renderScreen(<CommunityFundScreen data={fundData} lodge={testLodge('owner')} writes={writes} />, {
      path: '/organization/community-fund',
    });
    await user.click(screen.getByRole('button', { name: 'Close month' }));
    expect(screen.getByRole('alertdialog', { name: 'Close month' })).toHaveTextContent(
      'Close October 2026? Its figures are frozen and P 3,631.13 is credited to the fund.',
    );
    await user.click(screen.getByRole('button', { name: 'Close October 2026' }));
    expect(writes.closeMonth).toHaveBeenCalledWith(testLodge('owner').lodgeId, '2026-10-01');
  });

  it('a disbursement needs an amount, a purpose and who received it; nothing typed is lost', async () => {
    const user = userEvent.setup();
    const writes = fakeWrites();
    writes.recordDisbursement.mockRejectedValueOnce({
      message: "A disbursement cannot be more than the fund's balance.",
    });
    await renderScreen(<CommunityFundScreen data={fundData} lodge={testLodge('owner')} writes={writes} />, {
      path: '/organization/community-fund',
    });
    await user.click(screen.getByRole('button', { name: 'Record disbursement' }));
    const form = screen.getByRole('form', { name: 'Record disbursement' });
    await user.click(within(form).getByRole('button', { name: 'Record disbursement' }));
    expect(within(form).getByText('Enter an amount such as 350 or 350.50')).toBeInTheDocument();
    expect(within(form).getAllByText('Required')).toHaveLength(2);
    expect(writes.recordDisbursement).not.toHaveBeenCalled();
    await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '5000');
    await user.type(within(form).getByRole('textbox', { name: /Purpose/ }), 'School bursaries');
    await user.type(within(form).getByRole('textbox', { name: /Received by/ }), 'Boro Primary School');
    await user.click(within(form).getByRole('button', { name: 'Record disbursement' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "The disbursement was not recorded. A disbursement cannot be more than the fund's balance.",
    );
    expect(within(form).getByRole('textbox', { name: /Purpose/ })).toHaveValue('School bursaries');
    expect(writes.recordDisbursement).toHaveBeenCalledWith(
      expect.objectContaining({
        lodgeId: testLodge('owner').lodgeId,
        date: '2026-11-26',
        amount: 500000,
        purpose: 'School bursaries',
        recipient: 'Boro Primary School',
        note: null,
      }),
    );
  });

  it('an owner corrects a disbursement with a counter-entry, never a delete', async () => {
    const user = userEvent.setup();
    const writes = fakeWrites();
    await renderScreen(<CommunityFundScreen data={fundData} lodge={testLodge('owner')} writes={writes} />, {
      path: '/organization/community-fund',
    });
    await user.click(screen.getByRole('button', { name: 'Correct with a counter-entry' }));
    expect(screen.getByText('Record a counter-entry of P 4,000.00?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record counter-entry' }));
    expect(writes.reverseEntry).toHaveBeenCalledWith('f2', 'Correction');
  });
});
