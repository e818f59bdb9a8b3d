import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { waitFor } from 'xstate';
import { currentMembership } from '../../../machines/lodge.machine';
import { useLodgeActor } from '../../lib/lodge/lodge-context';
import { roleLabels } from '../../data/lodge-roles';
import { deleteLodge } from '../../lib/supabase/lodge-settings';
import {
  InvitationRefusedError,
  redeemLodgeInvitation,
  type RedeemedInvitation,
} from '../../lib/supabase/lodge-invitations';
import { failureSentence, problemSentence } from '../../lib/supabase/errors';
import { showNotification } from '../../ui/notify';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';

/**
 * "Join a lodge" on /account (issues 8, 18): an Invite code field and a Join button. A valid code makes
 * the person a member with the code's role and switches the app to that lodge (toast "You joined
 * {lodge name}"); a wrong, used, expired or revoked code is named on the field, which keeps what was
 * typed; a code of a lodge the person is in says "You are already a member (Manager)". Joining while
 * owning an untouched sample lodge asks "Remove your sample lodge?" (Remove · Keep).
 * `join` and `removeLodge` let tests answer for the server.
 */
export function JoinLodgeSection({
  join = redeemLodgeInvitation,
  removeLodge = deleteLodge,
}: {
  join?: (code: string) => Promise<RedeemedInvitation>;
  removeLodge?: (lodgeId: string) => Promise<void>;
}) {
  const lodge = useLodgeActor();
  const [code, setCode] = useState('');
  const [joining, setJoining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sampleLodgeId, setSampleLodgeId] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (joining) return;
    if (code.trim() === '') {
      setProblem('Enter the invite code you were sent.');
      return;
    }
    setJoining(true);
    setProblem(null);
    try {
      const joined = await join(code);
      if (joined.alreadyMember) {
        setProblem(`You are already a member (${roleLabels[joined.role]})`);
        return;
      }
      let name = 'the lodge';
      if (lodge) {
        lodge.send({ type: 'lodge.joined', lodgeId: joined.lodgeId });
        const ready = await waitFor(lodge, (s) => s.matches('ready') || s.matches('failed'));
        name = currentMembership(ready.context)?.name ?? name;
      }
      setCode('');
      showNotification({ tone: 'success', title: `You joined ${name}` });
      setSampleLodgeId(joined.sampleLodgeId);
    } catch (error) {
      // A refused code's words are the error catalogue's `team` area (review of stop 31: not a private map).
      setProblem(
        error instanceof InvitationRefusedError
          ? problemSentence(error, 'team')
          : failureSentence('Joining did not work.', error),
      );
    } finally {
      setJoining(false);
    }
  };

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="join-lodge">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="join-lodge">
              Join a lodge
            </Title>
            <Text size="sm" c="dimmed">
              Got a code from a lodge’s owner or manager? Enter it to join their team.
            </Text>
          </div>
          <TextInput
            label="Invite code"
            description="8 letters and digits, like ABCD-2345"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={problem}
            disabled={joining}
          />
          <Button type="submit" loading={joining}>
            Join
          </Button>
        </Stack>
      </form>
      <RemoveSampleLodgeDialog
        lodgeId={sampleLodgeId}
        onClose={() => setSampleLodgeId(null)}
        removeLodge={async (lodgeId) => {
          await removeLodge(lodgeId);
          // The list no longer holds it; the lodge just joined stays current.
          const current = lodge?.getSnapshot().context.currentLodgeId;
          if (lodge && current) lodge.send({ type: 'lodge.joined', lodgeId: current });
          setSampleLodgeId(null);
          showNotification({ tone: 'success', title: 'Your sample lodge was removed' });
        }}
      />
    </Paper>
  );
}

/**
 * "Remove your sample lodge?" after joining a team while owning a sample lodge nobody changed
 * (issue 18): Remove deletes it for good; Keep leaves it. A failed removal says so and stays open.
 */
function RemoveSampleLodgeDialog({
  lodgeId,
  onClose,
  removeLodge,
}: {
  lodgeId: string | null;
  onClose: () => void;
  removeLodge: (lodgeId: string) => Promise<void>;
}) {
  return (
    <ConfirmDeleteDialog
      opened={lodgeId !== null}
      title="Remove your sample lodge?"
      confirmLabel="Remove"
      failure={(error) => failureSentence('The sample lodge was not removed.', error)}
      onClose={onClose}
      onConfirm={async () => {
        if (lodgeId) await removeLodge(lodgeId);
      }}
    >
      <Text>
        You joined your team’s lodge. The sample lodge made for you when you registered is untouched: remove
        it so the two are never mixed up. It is gone for good.
      </Text>
    </ConfirmDeleteDialog>
  );
}
