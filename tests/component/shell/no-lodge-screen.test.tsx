import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor as waitForActor, createActor, fromPromise } from 'xstate';
import { lodgeMachine, type ResolvedLodges } from '../../../machines/lodge.machine';
import { JoinLodgeSection } from '../../../src/features/account/join-lodge-section';
import { NoLodgeScreen } from '../../../src/features/shell/no-lodge-screen';
import { LodgeActorContext } from '../../../src/lib/lodge/lodge-context';
import type { NewLodge } from '../../../src/lib/supabase/lodge-settings';
import type { RedeemedInvitation } from '../../../src/lib/supabase/lodge-invitations';
import { renderScreen, screen } from '../../support/render';

vi.setConfig({ testTimeout: 20_000 });

/**
 * Issue 33, finding 4 "Leaving one's only lodge also makes a new sample lodge of the same name": the
 * person in no lodge sees "Join a lodge or start one" — and the lodge they join or start is theirs.
 */
const camp = {
  lodgeId: 'lodge-2',
  name: 'Khwai Camp',
  location: 'Khwai',
  timezone: 'Africa/Gaborone',
  role: 'staff' as const,
};

/** A lodge actor in `noLodge` (the server lists none); after `add`, its next resolution lists that lodge. */
async function lodgeActorWithNoLodge() {
  let lodges: ResolvedLodges['lodges'] = [];
  const actor = createActor(
    lodgeMachine.provide({
      actors: {
        recallLodges: fromPromise<ResolvedLodges | null, { userId: string }>(async () => null),
        resolveLodges: fromPromise<ResolvedLodges, { userId: string; preferredLodgeId: string | null }>(
          async () => ({ lodges, currentLodgeId: lodges[0]?.lodgeId ?? '' }),
        ),
      },
      actions: { rememberChoice: () => {} },
    }),
  ).start();
  actor.send({ type: 'session.started', userId: 'user-1' });
  await waitForActor(actor, (s) => s.matches('noLodge'));
  return { actor, add: (lodge: ResolvedLodges['lodges'][number]) => (lodges = [lodge]) };
}

async function renderNoLodge(options: {
  join?: (code: string) => Promise<RedeemedInvitation>;
  createLodge?: (lodge: NewLodge) => Promise<string>;
}) {
  const lodge = await lodgeActorWithNoLodge();
  const onLodge = vi.fn();
  await renderScreen(
    <NoLodgeScreen
      join={<JoinLodgeSection join={options.join ?? (async () => Promise.reject(new Error('no')))} />}
      onLodge={onLodge}
      {...(options.createLodge ? { createLodge: options.createLodge } : {})}
    />,
    {
      path: '/',
      wrap: (children) => (
        <LodgeActorContext.Provider value={lodge.actor}>{children}</LodgeActorContext.Provider>
      ),
    },
  );
  return { ...lodge, onLodge };
}

describe('Leaving the only lodge (issue 33): "Join a lodge or start one", no sample lodge', () => {
  it('offers Join with an invite code and Start a lodge', async () => {
    await renderNoLodge({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Join a lodge or start one' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Join a lodge' })).toBeVisible();
    expect(screen.getByLabelText(/^Invite code/, { selector: 'input' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start a lodge' })).toBeVisible();
  });

  it('joining by code opens that lodge', async () => {
    const { actor, add, onLodge } = await renderNoLodge({
      join: async () => {
        add(camp);
        return { lodgeId: 'lodge-2', role: 'staff', alreadyMember: false, sampleLodgeId: null };
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Invite code/, { selector: 'input' }));
    await user.paste('ABCD-2345');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined Khwai Camp')).toBeInTheDocument();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.currentLodgeId).toBe('lodge-2');
    expect(onLodge).toHaveBeenCalled();
  });

  it('Start a lodge makes the lodge the person names, and opens it', async () => {
    const made: NewLodge[] = [];
    const { actor, add, onLodge } = await renderNoLodge({
      createLodge: async (lodge) => {
        made.push(lodge);
        add({ ...camp, lodgeId: 'lodge-3', name: lodge.name, role: 'owner' });
        return 'lodge-3';
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start a lodge' }));
    const dialog = await screen.findByRole('dialog', { name: 'New lodge' });
    await user.click(dialog.querySelector('input')!);
    await user.paste('Moremi Camp');
    await user.click(screen.getByRole('button', { name: 'Create lodge' }));
    expect(await screen.findByText('Moremi Camp is ready')).toBeInTheDocument();
    expect(made).toEqual([expect.objectContaining({ name: 'Moremi Camp', addSample: false })]);
    await waitForActor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.currentLodgeId).toBe('lodge-3');
    expect(onLodge).toHaveBeenCalled();
  });
});
