import { Button, Group, Stack, Text } from '@mantine/core';
import { GuardedModal } from './guarded-modal';

/**
 * "N changes not sent yet" (issue 9): asked at Sign Out while writes made offline still wait. **Stay
 * signed in** (focused first: the safe choice) keeps them to be sent when the signal returns; **Sign
 * out anyway** signs out and deletes them from this phone with everything else.
 */
export function UnsentChangesDialog({
  count,
  onKeep,
  onSignOut,
}: {
  count: number;
  onKeep: () => void;
  onSignOut: () => void;
}) {
  const changes = `${count} ${count === 1 ? 'change' : 'changes'}`;
  return (
    <GuardedModal opened onClose={onKeep} title={`${changes} not sent yet`} centered>
      <Stack gap="sm">
        <Text>
          {count === 1 ? 'A change' : 'Changes'} you made without a signal {count === 1 ? 'has' : 'have'} not
          reached the lodge yet. Signing out deletes {count === 1 ? 'it' : 'them'} from this phone. Stay
          signed in and {count === 1 ? 'it is' : 'they are'} sent when the signal returns.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onKeep} data-autofocus>
            Stay signed in
          </Button>
          <Button color="red.9" mih={44} onClick={onSignOut}>
            Sign out anyway
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
