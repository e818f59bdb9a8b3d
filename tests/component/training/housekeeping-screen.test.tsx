import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { HousekeepingScreen } from '../../../src/features/training/housekeeping-screen';
import { renderScreen, screen } from '../../support/render';
import { fakeTrainingWrites, testLodge, testTrainingData } from '../../support/lodge-fixtures';

const renderHousekeeping = (fake = fakeTrainingWrites()) =>
  renderScreen(
    <HousekeepingScreen data={testTrainingData()} lodge={testLodge('staff')} writes={fake.writes} />,
    {
      path: '/hospitality/housekeeping',
    },
  );

describe('HousekeepingScreen (spec §2 /hospitality/housekeeping)', () => {
  it('issue 34: a finished course says so, not "Step 7 of 7"', async () => {
    const progress = new Map(testTrainingData().progress);
    for (let step = 1; step <= 7; step += 1) progress.set(`hk-${step}`, 100);
    await renderScreen(
      <HousekeepingScreen
        data={{ progress }}
        lodge={testLodge('staff')}
        writes={fakeTrainingWrites().writes}
      />,
      { path: '/hospitality/housekeeping' },
    );
    expect(screen.getByRole('img', { name: 'Course finished: all 7 lessons done' })).toBeInTheDocument();
    expect(screen.queryByText('Step 7 of 7')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Mark as done/ })).toBeNull();
  });

  it('shows the step indicator "2 of 7"', async () => {
    await renderHousekeeping();
    expect(screen.getByRole('img', { name: 'Step 2 of 7' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
  });

  it('opens on the "Training Modules" tab with 7 modules', async () => {
    await renderHousekeeping();
    expect(screen.getByRole('tab', { name: 'Training Modules' })).toHaveAttribute('aria-selected', 'true');
    const list = screen.getByRole('list', { name: 'Housekeeping modules' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getByText('In progress')).toBeInTheDocument();
  });

  it('lists 3 downloadable PDFs of 2.4, 3.1 and 1.2 MB under "Resources", in an accordion', async () => {
    const user = userEvent.setup();
    await renderHousekeeping();
    await user.click(screen.getByRole('tab', { name: 'Resources' }));
    const panel = screen.getByRole('tabpanel', { name: 'Resources' });
    const controls = within(panel).getAllByRole('button', { expanded: false });
    expect(controls).toHaveLength(3);
    expect(controls.map((c) => c.textContent)).toEqual([
      expect.stringContaining('2.4 MB'),
      expect.stringContaining('3.1 MB'),
      expect.stringContaining('1.2 MB'),
    ]);

    await user.click(controls[1]!);
    const link = await within(panel).findByRole('link', {
      name: 'Download PDF (3.1 MB): Eco-friendly Cleaning Guide',
    });
    expect(link).toHaveAttribute('href', '/docs/eco-friendly-cleaning-guide.pdf');
    expect(link).toHaveAttribute('download', 'eco-friendly-cleaning-guide.pdf');
  });

  it('ships each document as a real PDF in public/docs', () => {
    for (const file of [
      'housekeeping-standards-manual.pdf',
      'eco-friendly-cleaning-guide.pdf',
      'room-inspection-checklist.pdf',
    ]) {
      const path = `public/docs/${file}`;
      expect(existsSync(path), path).toBe(true);
      const bytes = readFileSync(path, 'latin1');
      expect(bytes.startsWith('%PDF-1.')).toBe(true);
      expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });

  it('links "Back to Training" to /hospitality', async () => {
    const user = userEvent.setup();
    await renderHousekeeping();
    await user.click(screen.getByRole('link', { name: 'Back to Training' }));
    expect(await screen.findByText('Landed on /hospitality')).toBeInTheDocument();
  });

  it('issue 34: the "Need Help" card calls the lodge’s own reception, from Lodge settings', async () => {
    await renderScreen(
      <HousekeepingScreen
        data={{ ...testTrainingData(), reception: { name: 'Boro Front Desk', phone: '+267 71 234 567' } }}
        lodge={testLodge('staff')}
        writes={fakeTrainingWrites().writes}
      />,
      { path: '/hospitality/housekeeping' },
    );
    const help = screen.getByRole('region', { name: 'Need Help?' });
    expect(within(help).getByRole('link', { name: 'Call Boro Front Desk' })).toHaveAttribute(
      'href',
      'tel:+26771234567',
    );
    expect(help).not.toHaveTextContent('Onalenna Tau');
  });

  it('issue 34: with no reception phone set, it says who to ask — and an owner where to set it', async () => {
    const user = userEvent.setup();
    await renderScreen(
      <HousekeepingScreen
        data={{ ...testTrainingData(), reception: { name: 'Lodge Reception', phone: null } }}
        lodge={testLodge('owner')}
        writes={fakeTrainingWrites().writes}
      />,
      { path: '/hospitality/housekeeping' },
    );
    const help = screen.getByRole('region', { name: 'Need Help?' });
    expect(help).toHaveTextContent('Stuck on a module or unsure about a room? Ask your manager.');
    expect(within(help).queryByRole('link', { name: /^Call/ })).toBeNull();
    await user.click(within(help).getByRole('link', { name: 'Lodge settings' }));
    expect(await screen.findByText('Landed on /organization')).toBeInTheDocument();
  });

  it('marking the current module done moves the step on to 3 of 7 (issue 8)', async () => {
    const user = userEvent.setup();
    const fake = fakeTrainingWrites();
    await renderHousekeeping(fake);
    await user.click(screen.getByRole('button', { name: 'Mark as done: Preparing a Guest Tent' }));
    expect(await screen.findByRole('img', { name: 'Step 3 of 7' })).toBeInTheDocument();
    expect(fake.marked).toEqual(['hk-2']);
    expect(
      screen.getByRole('button', { name: 'Mark as done: Bathrooms & Water Saving' }),
    ).toBeInTheDocument();
  });
});
