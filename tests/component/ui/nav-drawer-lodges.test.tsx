import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavDrawer, type DrawerLodges } from '../../../src/ui/nav-drawer';
import { renderScreen, screen } from '../../support/render';

/**
 * Issue 33, finding 4 "two lodges of the same name look identical in the drawer": each lodge gets a
 * second line — location, the person's role there, and "Sample" for a lodge with sample content.
 */
describe('the drawer tells same-named lodges apart (issue 33)', () => {
  it('names location, role and "Sample" under each lodge', async () => {
    const onSwitch = vi.fn();
    const lodges: DrawerLodges = {
      current: {
        name: 'Okavango Community Trust',
        location: 'Boro, Okavango Delta',
        roleLabel: 'Staff',
        sample: false,
      },
      others: [
        {
          lodgeId: 'lodge-sample',
          name: 'Okavango Community Trust',
          location: 'Boro, Okavango Delta',
          roleLabel: 'Owner',
          sample: true,
        },
      ],
      onSwitch,
      onNewLodge: () => {},
    };
    await renderScreen(
      <NavDrawer
        opened
        onClose={() => {}}
        profile={{ name: 'Lorato', subtitle: '@lorato', avatarUrl: null, initials: 'L' }}
        signedIn
        onSignOut={() => {}}
        lodges={lodges}
      />,
      { path: '/' },
    );
    const block = await screen.findByRole('region', { name: 'Lodge' });
    const other = within(block).getByRole('button', { name: 'Switch to Okavango Community Trust' });
    expect(other).toHaveAccessibleDescription('Boro, Okavango Delta · Owner · Sample');
    expect(within(other).getByText('Boro, Okavango Delta · Owner · Sample')).toBeVisible();
    // The current lodge: its location, role, and no "Sample" (it has none).
    expect(within(block).getByText('Staff')).toBeVisible();
    expect(within(block).queryAllByText('Sample')).toHaveLength(0);
    await userEvent.setup().click(other);
    expect(onSwitch).toHaveBeenCalledWith('lodge-sample');
  });
});
