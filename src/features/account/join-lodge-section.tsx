import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { waitFor } from 'xstate';
import { currentMembership } from '../../../machines/lodge.machine';
import { useLodgeActor } from '../../lib/lodge/lodge-context';
import {
  acceptLodgeInvitation,
  InvitationRefusedError,
  type InvitationProblem,
} from '../../lib/supabase/lodge-invitations';
import { failureSentence } from '../../lib/supabase/errors';
import { showNotification } from '../../ui/notify';

/** What a refused code means for the person holding it. */
const problemMessages: Readonly<Record<InvitationProblem, string>> = {
  invitation_not_found: 'This invite code is not right. Check it and try again.',
  invitation_used: 'This invite code has already been used. Ask for a new one.',
  invitation_expired: 'This invite code has expired. Ask for a new one.',
};

/**
 * "Join a lodge" on /account (issue 8): an Invite code field and a Join button. A valid code makes
 * the person a member with the code's role and switches the app to that lodge (toast "You joined
 * {lodge name}"); a wrong, used or expired code is named on the field, which keeps what was typed.
 * `join` lets tests answer for the server.
 */
export function JoinLodgeSection({
  join = acceptLodgeInvitation,
}: {
  join?: (code: string) => Promise<string>;
}) {
  const lodge = useLodgeActor();
  const [code, setCode] = useState('');
  const [joining, setJoining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
      const lodgeId = await join(code);
      let name = 'the lodge';
      if (lodge) {
        lodge.send({ type: 'lodge.joined', lodgeId });
        const ready = await waitFor(lodge, (s) => s.matches('ready') || s.matches('failed'));
        name = currentMembership(ready.context)?.name ?? name;
      }
      setCode('');
      showNotification({ tone: 'success', title: `You joined ${name}` });
    } catch (error) {
      setProblem(
        error instanceof InvitationRefusedError
          ? problemMessages[error.problem]
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
    </Paper>
  );
}
