import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { DistributionScreen } from '../../../src/features/organization/distribution-screen';
import { OrganizationScreen } from '../../../src/features/organization/organization-screen';
import { renderScreen, screen } from '../../support/render';

vi.setConfig({ testTimeout: 20_000 });

describe('OrganizationScreen (spec §2 /organization)', () => {
  it.each([
    ['Business Model', '/business'],
    ['Products', '/organization/products'],
    ['Distribution Channels', '/organization/distribution'],
  ])('the "%s" card links to %s', async (name, path) => {
    const user = userEvent.setup();
    await renderScreen(<OrganizationScreen />, { path: '/organization' });
    await user.click(screen.getByRole('link', { name }));
    expect(await screen.findByText(`Landed on ${path}`)).toBeInTheDocument();
  });
});

describe('DistributionScreen (spec §2 /organization/distribution)', () => {
  it('has four channel cards linking to the (route-less) channel pages', async () => {
    await renderScreen(<DistributionScreen />, { path: '/organization/distribution' });
    const hrefs = ['Activities', 'Accommodation', 'Packages', 'Website'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/organization/distribution/activities',
      '/organization/distribution/accommodation',
      '/organization/distribution/packages',
      '/organization/distribution/website',
    ]);
  });

  it('shows the strategy panel with direct 45 % and OTA 55 %', async () => {
    await renderScreen(<DistributionScreen />, { path: '/organization/distribution' });
    const panel = screen.getByRole('region', { name: 'Distribution Strategy' });
    expect(within(panel).getByRole('progressbar', { name: 'Direct bookings' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(within(panel).getByRole('progressbar', { name: 'Online travel agencies (OTA)' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
  });

  it('a channel card leaves the screen for its path', async () => {
    const user = userEvent.setup();
    await renderScreen(<DistributionScreen />, { path: '/organization/distribution' });
    await user.click(screen.getByRole('link', { name: 'Website' }));
    expect(await screen.findByText('Landed on /organization/distribution/website')).toBeInTheDocument();
  });
});
