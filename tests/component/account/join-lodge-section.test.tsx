import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { lodgeMachine, type ResolvedLodges } from '../../../machines/lodge.machine';
import { JoinLodgeSection } from '../../../src/features/account/join-lodge-section';
import { LodgeActorContext } from '../../../src/lib/lodge/lodge-context';
import { InvitationRefusedError, type RedeemedInvitation } from '../../../src/lib/supabase/lodge-invitations';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';

const camp = {
  lodgeId: 'lodge-2',
  name: 'Khwai Camp',
  location: 'Khwai',
  timezone: 'Africa/Gaborone',
  role: 'staff' as const,
};

/** A ready lodge actor whose next resolution lists the joined lodge too. */
async function readyLodgeActor() {
  let joined = false;
  const actor = createActor(
    lodgeMachine.provide({
      actors: {
        // No copy on this phone: the lodges are resolved from the server.
        recallLodges: fromPromise<ResolvedLodges | null, { userId: string }>(async () => null),
        resolveLodges: fromPromise<ResolvedLodges, { userId: string; preferredLodgeId: string | null }>(
          async ({ input }) =>
            joined
              ? { lodges: [testLodge(), camp], currentLodgeId: input.preferredLodgeId ?? 'lodge-1' }
              : { lodges: [testLodge()], currentLodgeId: 'lodge-1' },
        ),
      },
      actions: { rememberChoice: () => {} },
    }),
  ).start();
  actor.send({ type: 'session.started', userId: 'user-1' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, markJoined: () => (joined = true) };
}

const joinedCamp = (sampleLodgeId: string | null = null): RedeemedInvitation => ({
  lodgeId: 'lodge-2',
  role: 'staff',
  alreadyMember: false,
  sampleLodgeId,
});

async function renderJoin(
  join: (code: string) => Promise<RedeemedInvitation>,
  removeLodge: (lodgeId: string) => Promise<void> = async () => {},
) {
  const lodge = await readyLodgeActor();
  await renderScreen(<JoinLodgeSection join={join} removeLodge={removeLodge} />, {
    path: '/account',
    wrap: (children) => (
      <LodgeActorContext.Provider value={lodge.actor}>{children}</LodgeActorContext.Provider>
    ),
  });
  return lodge;
}

describe('Join a lodge (issue 8, /account)', () => {
  it('joins with a valid code, switches to that lodge and says so', async () => {
    const user = userEvent.setup();
    const codes: string[] = [];
    const seen: { lodge?: Awaited<ReturnType<typeof readyLodgeActor>> } = {};
    seen.lodge = await renderJoin(async (code) => {
      codes.push(code);
      seen.lodge?.markJoined();
      return joinedCamp();
    });
    const { lodge } = seen;
    await user.type(screen.getByLabelText('Invite code'), 'k7qm-3xpa');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined Khwai Camp')).toBeInTheDocument();
    expect(codes).toEqual(['k7qm-3xpa']);
    expect(lodge.actor.getSnapshot().context.currentLodgeId).toBe('lodge-2');
    expect(screen.getByLabelText('Invite code')).toHaveValue('');
  });

  it.each([
    // Issue 34: revoked codes are kept, so a code not found was mistyped…
    ['invitation_not_found', 'This invite code is not right. Check it, or ask for a new one.'],
    // …and "a revoked code says 'not right' (say 'revoked')".
    ['invitation_revoked', 'This invite code was revoked. Ask the lodge’s owner or manager for a new one.'],
    ['invitation_used', 'This invite code has already been used. Ask for a new one.'],
    ['invitation_expired', 'This invite code has expired. Ask for a new one.'],
  ] as const)(
    "names a refused code (%s) on the field, in the error catalogue's words, and keeps it",
    async (problem, message) => {
      const user = userEvent.setup();
      await renderJoin(async () => {
        throw new InvitationRefusedError(problem);
      });
      await user.type(screen.getByLabelText('Invite code'), 'ABCD-2345');
      await user.click(screen.getByRole('button', { name: 'Join' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText('Invite code')).toHaveValue('ABCD-2345');
      expect(screen.getByLabelText('Invite code')).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it('asks for a code when the field is empty, without calling the server', async () => {
    const user = userEvent.setup();
    const join = vi.fn(async () => joinedCamp());
    await renderJoin(join);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('Enter the invite code you were sent.')).toBeInTheDocument();
    expect(join).not.toHaveBeenCalled();
  });

  it('says "You are already a member (Manager)" for a code of a lodge one is in', async () => {
    const user = userEvent.setup();
    await renderJoin(async () => ({
      lodgeId: 'lodge-1',
      role: 'manager',
      alreadyMember: true,
      sampleLodgeId: null,
    }));
    await user.type(screen.getByLabelText('Invite code'), 'ABCD-2345');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You are already a member (Manager)')).toBeInTheDocument();
  });

  it('asks "Remove your sample lodge?" after joining, and removes it on Remove', async () => {
    const user = userEvent.setup();
    const removed: string[] = [];
    const seen: { lodge?: Awaited<ReturnType<typeof readyLodgeActor>> } = {};
    seen.lodge = await renderJoin(
      async () => {
        seen.lodge?.markJoined();
        return joinedCamp('lodge-1');
      },
      async (lodgeId) => {
        removed.push(lodgeId);
      },
    );
    await user.type(screen.getByLabelText('Invite code'), 'K7QM-3XPA');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your sample lodge?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Your sample lodge was removed')).toBeInTheDocument();
    expect(removed).toEqual(['lodge-1']);
  });

  it('keeps the sample lodge on Keep', async () => {
    const user = userEvent.setup();
    const removeLodge = vi.fn(async () => {});
    await renderJoin(async () => joinedCamp('lodge-1'), removeLodge);
    await user.type(screen.getByLabelText('Invite code'), 'K7QM-3XPA');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByRole('dialog', { name: 'Remove your sample lodge?' });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(removeLodge).not.toHaveBeenCalled();
  });
});
