import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { createDefaultAnswers } from '../../../machines/shared/business-model';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { BusinessModelWizard } from '../../../src/features/business-model/business-model-screen';
import type { LodgeBusinessResult } from '../../../src/lib/supabase/business-model-results';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';

// Step 8's code loads on first use (issue 22): imported before the tests, as a browser has it built.
importLazyModulesFirst(() => import('../../../src/features/business-model/result-step'));

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const earlier: LodgeBusinessResult = {
  id: 'bmr-1',
  savedAt: '2026-11-20T09:30:00Z',
  recommendation: 'Community Homestay Network',
  answers: createDefaultAnswers(),
  roi: { occupancy: 75, totalRevenue: 27375, totalProfit: 10950, companyShare: 9308, communityFund: 1643 },
  authorName: 'Neo Kgosi',
};

/** Step 8 as the route renders it for a lodge member, with the loader's earlier results. */
async function renderResultStep(role: LodgeRole, results: readonly LodgeBusinessResult[]) {
  await renderScreen(
    <BusinessModelWizard
      userId="user-1"
      storage={memoryStorage()}
      lodge={testLodge(role)}
      results={results}
    />,
    { path: '/business?step=8' },
  );
  // A fresh wizard starts on step 1; walk to the result.
  for (let step = 1; step < 8; step += 1) screen.getByRole('button', { name: 'Continue' }).click();
  return screen.findByRole('region', { name: 'Earlier results' });
}

describe('Business model saved results (issue 8)', () => {
  it('lists earlier results with date, author, recommendation and ROI at the occupancy chosen', async () => {
    const region = await renderResultStep('manager', [earlier]);
    const item = within(region).getByRole('listitem');
    expect(item).toHaveTextContent('Community Homestay Network');
    expect(item).toHaveTextContent('November 20, 2026 · Neo Kgosi');
    expect(item).toHaveTextContent('At 75% occupancy: profit $10,950, community fund $1,643');
    expect(screen.getByRole('button', { name: 'Save Results' })).toBeInTheDocument();
  });

  it('says so when nothing was saved yet', async () => {
    const region = await renderResultStep('owner', []);
    expect(within(region).getByRole('status')).toHaveTextContent('No earlier results yet.');
  });

  it('lets a trustee read results but offers no Save Results (RLS: owners and managers save)', async () => {
    const region = await renderResultStep('trustee', [earlier]);
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save Results' })).toBeNull();
  });
});
