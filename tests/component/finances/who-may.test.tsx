import { describe, expect, it, vi } from 'vitest';
import { CommunityFundScreen } from '../../../src/features/finances/community-fund-screen';
import type { CommunityFundData } from '../../../src/features/finances/community-fund.data';
import { OrganizationScreen } from '../../../src/features/organization/organization-screen';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';

/**
 * Issue 34: "staff sent away from Finances silently and a manager's read-only fund give no reason (one
 * line saying who may do what)".
 */
const fundData: CommunityFundData = {
  settings: { name: 'Okavango Community Trust', currency: 'BWP', communitySharePct: 15, capacity: 8 },
  entries: [],
  closedMonths: [],
  today: '2026-11-26',
  toClose: null,
  fetchedAt: '2026-11-26T06:10:00Z',
};
const writes = () => ({
  closeMonth: vi.fn(async () => {}),
  recordDisbursement: vi.fn(async () => {}),
  reverseEntry: vi.fn(async () => {}),
});
const fundLine =
  'Only an owner closes a month or records a payment from the fund; managers and trustees read it.';
const financesLine =
  'Finances and the community fund are open to owners, managers and trustees. Ask an owner if you need them.';

describe('issue 34: who may do what, where a control is not offered', () => {
  it.each(['manager', 'trustee'] as const)("a %s's read-only fund says who records in it", async (role) => {
    await renderScreen(<CommunityFundScreen data={fundData} lodge={testLodge(role)} writes={writes()} />, {
      path: '/organization/community-fund',
    });
    expect(screen.getByText(fundLine)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record disbursement' })).toBeNull();
  });

  it("an owner's fund has its buttons and no such line", async () => {
    await renderScreen(<CommunityFundScreen data={fundData} lodge={testLodge('owner')} writes={writes()} />, {
      path: '/organization/community-fund',
    });
    expect(screen.getByRole('button', { name: 'Record disbursement' })).toBeInTheDocument();
    expect(screen.queryByText(fundLine)).toBeNull();
  });

  it('staff sent away from Finances to Organization read why, where its cards would be', async () => {
    await renderScreen(<OrganizationScreen lodge={testLodge('staff')} />, { path: '/organization' });
    expect(screen.queryByRole('link', { name: /Finances/ })).toBeNull();
    expect(screen.getByText(financesLine)).toBeInTheDocument();
  });

  it('a manager sees the Finances cards and no such line', async () => {
    await renderScreen(<OrganizationScreen lodge={testLodge('manager')} />, { path: '/organization' });
    expect(screen.getByRole('link', { name: /Finances/ })).toBeInTheDocument();
    expect(screen.queryByText(financesLine)).toBeNull();
  });
});
