import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waitFor as waitForActor } from 'xstate';
import { createDefaultAnswers } from '../../../machines/shared/business-model';
import {
  BusinessModelScreen,
  BusinessModelWizard,
} from '../../../src/features/business-model/business-model-screen';
import {
  loadSavedResults,
  progressKey,
  type KeyValueStorage,
} from '../../../src/features/business-model/business-model-storage';
import { createTestAuthActor, withAuth } from '../../support/auth';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';

// Step 8's code loads on first use (issue 22): imported before the tests, as a browser has it built.
importLazyModulesFirst(() => import('../../../src/features/business-model/result-step'));

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const fixedNow = () => new Date('2026-11-20T09:30:00Z');

async function renderWizard(storage = memoryStorage(), path = '/business') {
  const view = await renderScreen(<BusinessModelWizard userId="user-1" storage={storage} now={fixedNow} />, {
    path,
  });
  return { ...view, storage };
}

const user = () => userEvent.setup();

async function continueTimes(times: number) {
  for (let i = 0; i < times; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('BusinessModelWizard (spec §2, §4, §9; issue 4)', () => {
  it('walks the eight steps by role and label to an Integrated Tourism Provider', async () => {
    const u = user();
    const { router } = await renderWizard();

    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 1: Today' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Accommodation' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Experiences' })).not.toBeChecked();
    expect(screen.getByLabelText('Accommodation price per night')).toHaveValue('$100');
    await u.click(screen.getByRole('switch', { name: 'Experiences' }));
    // The fields follow once the switch's own frame has been drawn (issue 22).
    expect(await screen.findByLabelText('Experiences cost per day')).toHaveValue('$30');
    await u.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    // The address follows once the step has painted (issue 22).
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ step: 2 }));
    await u.click(screen.getByRole('switch', { name: 'Packages' }));
    expect(await screen.findByLabelText('Packages estimated price per day')).toHaveValue('$240');
    await u.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
    const stay = screen.getByLabelText('Average stay');
    await u.clear(stay);
    await u.type(stay, '4');
    await u.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Step 4 of 8')).toBeInTheDocument();
    expect(screen.getByLabelText('Nearest airport')).toHaveValue('20 km');
    expect(screen.getByLabelText('Nearest train station')).toHaveValue('5 km');
    expect(screen.getByLabelText('Nearest bus stop')).toHaveValue('2 km');
    await u.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Step 5 of 8')).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Jan' }));
    await u.click(screen.getByRole('checkbox', { name: 'Feb' }));
    expect(screen.getByText('Open 10 of 12 months')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Step 6 of 8')).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Direct' }));
    await u.click(screen.getByRole('checkbox', { name: 'Not selling yet' }));
    expect(screen.getByRole('checkbox', { name: 'Direct' })).not.toBeChecked();
    await u.click(screen.getByRole('checkbox', { name: 'Online travel agencies' }));
    expect(screen.getByRole('checkbox', { name: 'Not selling yet' })).not.toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Step 7 of 8')).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Create local jobs' }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 8: Result' })).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Integrated Tourism Provider' })).toBeInTheDocument();
    const offerings = screen.getByRole('list', { name: 'Your offerings' });
    expect(offerings).toHaveTextContent('ExperiencesCurrent');
    expect(offerings).toHaveTextContent('AccommodationCurrent');
    expect(offerings).toHaveTextContent('PackagesNew Offering');
  });

  it('shows the ROI figures and recomputes them when the occupancy slider moves', async () => {
    const u = user();
    await renderWizard();
    await continueTimes(7);
    expect(screen.getByRole('heading', { name: 'Community Homestay Network' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Annual revenue and profit' });
    expect(table).toHaveTextContent('Accommodation$21,900$8,760');
    expect(table).toHaveTextContent('Total$21,900$8,760');
    expect(screen.getByRole('group', { name: 'Company (85%)' })).toHaveTextContent('$7,446');
    expect(screen.getByRole('group', { name: 'Community fund (15%)' })).toHaveTextContent('$1,314');

    const slider = screen.getByRole('slider', { name: 'Occupancy' });
    expect(slider).toHaveAttribute('aria-valuenow', '60');
    expect(slider).toHaveAttribute('aria-valuetext', '60%');
    slider.focus();
    await u.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '61');
    expect(table).toHaveTextContent('Accommodation$22,265$8,906'); // 100×365×0.61, 40×365×0.61
    await u.keyboard('{Home}');
    expect(table).toHaveTextContent('Total$0$0');
  });

  it('saves the results with their date, says "Saved on …" and toasts', async () => {
    const u = user();
    const { storage } = await renderWizard();
    await continueTimes(7);
    await u.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(await screen.findByText('Saved on November 20, 2026')).toBeInTheDocument();
    expect(await screen.findByText('Results saved')).toBeInTheDocument();
    const [saved] = loadSavedResults(storage, 'user-1');
    expect(saved).toMatchObject({
      savedAt: '2026-11-20T09:30:00.000Z',
      recommendation: 'Community Homestay Network',
      roi: {
        occupancy: 60,
        totalRevenue: 21_900,
        totalProfit: 8_760,
        companyShare: 7_446,
        communityFund: 1_314,
      },
    });
  });

  it('two Continues within one frame share a history entry and never send the wizard back', async () => {
    const { router } = await renderWizard();
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ step: 1 }));
    // Both before the step is painted: the address follows the step that painted, step 3.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 3 of 8')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ step: 3 }));
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
    router.history.back();
    expect(await screen.findByText('Step 1 of 8')).toBeInTheDocument();
  });

  it("a Continue tapped before a deep link's correction was written is not undone by it", async () => {
    const { router } = await renderWizard(memoryStorage(), '/business?step=6');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 8')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ step: 2 }));
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
  });

  it("moves the focus to the new step's heading once it has painted, unless the person focused a field first", async () => {
    const u = user();
    await renderWizard();
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const title = () => screen.getByRole('heading', { level: 2, name: 'What would you like to add?' });
    await waitFor(() => expect(title()).toHaveFocus());
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    // Step 3's field takes the focus before the step's frame is painted: it keeps it.
    const field = await screen.findByLabelText('Average stay');
    field.focus();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(field).toHaveFocus();
  });

  it('goes back with Back and jumps only to reached steps from the indicator', async () => {
    const u = user();
    await renderWizard();
    await continueTimes(3);
    expect(screen.getByRole('button', { name: 'Step 6: Channels' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Step 1: Today' }));
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Step 4: Access' }));
    expect(screen.getByText('Step 4 of 8')).toBeInTheDocument();
  });

  it('shows the sanitised value after an invalid entry (spec §5)', async () => {
    const u = user();
    await renderWizard();
    const price = screen.getByLabelText('Accommodation price per night');
    await u.clear(price);
    await u.tab();
    expect(price).toHaveValue('$0');
  });

  it('resumes at the saved step with the saved answers and puts the step in the URL', async () => {
    const answers = createDefaultAnswers();
    answers.currentOfferings.accommodation.selected = false;
    answers.currentOfferings.experiences.selected = true;
    const storage = memoryStorage({
      [progressKey('user-1')]: JSON.stringify({
        step: 8,
        furthestStep: 8,
        answers,
        occupancy: 50,
        savedAt: null,
      }),
    });
    const { router } = await renderWizard(storage);
    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Direct-to-Consumer Experience Provider' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Occupancy' })).toHaveAttribute('aria-valuenow', '50');
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ step: 8 }));
  });

  it('follows the browser Back button to the previous step without losing answers', async () => {
    const u = user();
    const { router, storage } = await renderWizard();
    await u.click(screen.getByRole('switch', { name: 'Packages' }));
    // Each step is seen in the address (written once it has painted, issue 22) before the next tap.
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ step: 1 }));
    for (const step of [2, 3]) {
      await continueTimes(1);
      await vi.waitFor(() => expect(router.state.location.search).toEqual({ step }));
    }
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
    router.history.back();
    expect(await screen.findByText('Step 2 of 8')).toBeInTheDocument();
    router.history.back();
    expect(await screen.findByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Packages' })).toBeChecked();
    const kept = JSON.parse(storage.getItem(progressKey('user-1')) ?? '{}') as { furthestStep: number };
    expect(kept.furthestStep).toBe(3);
  });

  it('refuses a deep link to a step not reached yet', async () => {
    const { router } = await renderWizard(memoryStorage(), '/business?step=6');
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ step: 1 }));
  });
});

/** What the wizard has kept of Experiences on step 1, or undefined before it kept anything. */
function keptExperiences(storage: { data: Map<string, string> }): boolean | undefined {
  const kept = storage.data.get(progressKey('user-1'));
  if (!kept) return undefined;
  const progress = JSON.parse(kept) as {
    answers: { currentOfferings: { experiences: { selected: boolean } } };
  };
  return progress.answers.currentOfferings.experiences.selected;
}

describe("an offering switch tap (issue 22: the wizard's first tap, on a switch, took 112 ms at 4× CPU)", () => {
  it('the first tap on a switch moves the switch in its own frame and tells the wizard after it', async () => {
    const { storage } = await renderWizard();
    const experiences = screen.getByRole('switch', { name: 'Experiences' });
    fireEvent.click(experiences);
    // The tap itself: the switch is on; the machine, the kept progress and the fields come after.
    expect(experiences).toBeChecked();
    expect(keptExperiences(storage)).toBeUndefined();
    expect(screen.queryByLabelText('Experiences cost per day')).toBeNull();
    expect(await screen.findByLabelText('Experiences cost per day')).toHaveValue('$30');
    expect(keptExperiences(storage)).toBe(true);
    expect(experiences).toBeChecked();
  });

  it('two quick taps on a switch leave it as it was', async () => {
    const { storage } = await renderWizard();
    const experiences = screen.getByRole('switch', { name: 'Experiences' });
    fireEvent.click(experiences);
    fireEvent.click(experiences);
    expect(experiences).not.toBeChecked();
    await waitFor(() => expect(keptExperiences(storage)).toBe(false));
    expect(experiences).not.toBeChecked();
    expect(screen.queryByLabelText('Experiences cost per day')).toBeNull();
  });

  it("a Continue tapped before the switch's frame was drawn does not overtake the switch", async () => {
    const { storage } = await renderWizard();
    fireEvent.click(screen.getByRole('switch', { name: 'Experiences' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 8')).toBeInTheDocument();
    expect(keptExperiences(storage)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Experiences' })).toBeChecked();
  });

  it('leaving the wizard right after a switch tap keeps the tap', async () => {
    const { storage, unmount } = await renderWizard();
    fireEvent.click(screen.getByRole('switch', { name: 'Experiences' }));
    unmount();
    expect(keptExperiences(storage)).toBe(true);
  });
});

describe('BusinessModelScreen', () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps the signed-in user's answers in localStorage under their id", async () => {
    const u = user();
    const auth = createTestAuthActor();
    await waitForActor(auth, (s) => s.matches('signedIn'));
    await renderScreen(<BusinessModelScreen />, { path: '/business', wrap: withAuth(auth) });
    await u.click(screen.getByRole('switch', { name: 'Experiences' }));
    await waitFor(() => {
      const stored = JSON.parse(window.localStorage.getItem(progressKey('user-1')) ?? '{}') as {
        answers?: { currentOfferings: { experiences: { selected: boolean } } };
      };
      expect(stored.answers?.currentOfferings.experiences.selected).toBe(true);
    });
  });
});
