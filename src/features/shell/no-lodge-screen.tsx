import { useEffect, useState, type ReactNode } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useLodgeActor } from '../../lib/lodge/lodge-context';
import type { NewLodge } from '../../lib/supabase/lodge-settings';
import { Page } from '../../ui/page';
import { showNotification } from '../../ui/notify';
import { NewLodgeDialog } from './new-lodge-dialog';

/**
 * "Join a lodge or start one" (issue 33): what a signed-in person sees on every staff screen when they
 * belong to no lodge (they left their only one, or the code they signed up with could no longer be
 * used) — never a sample lodge made for them unasked. `join` is the Join a lodge section (invite
 * code); **Start a lodge** opens New lodge (`create_lodge`). Once the lodge actor has a lodge again,
 * the screen asks the router to load the page that was asked for (`onLodge`).
 * `createLodge` lets tests answer for the server.
 */
export function NoLodgeScreen({
  join,
  onLodge,
  createLodge,
}: {
  join: ReactNode;
  onLodge: () => void;
  createLodge?: (lodge: NewLodge) => Promise<string>;
}) {
  const lodge = useLodgeActor();
  const router = useRouter();
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (!lodge) return;
    const subscription = lodge.subscribe((snapshot) => {
      if (snapshot.matches('ready')) {
        onLodge();
        void router.invalidate();
      }
    });
    return () => subscription.unsubscribe();
  }, [lodge, onLodge, router]);

  const start = async (details: NewLodge) => {
    const create: (lodge: NewLodge) => Promise<string> =
      createLodge ?? (await import('../../lib/supabase/lodge-settings')).createLodge;
    const lodgeId = await create(details);
    setStarting(false);
    showNotification({ tone: 'success', title: `${details.name} is ready` });
    lodge?.send({ type: 'lodge.joined', lodgeId });
  };

  return (
    <Page
      title="Join a lodge or start one"
      description="You are not in a lodge at the moment. Join your team’s lodge with an invite code, or start your own."
    >
      {join}
      <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="start-lodge">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="start-lodge">
              Start a lodge
            </Title>
            <Text size="sm" c="dimmed">
              Your own lodge, with you as its owner. Add sample content to try the app with, if you like.
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setStarting(true)}
            aria-haspopup="dialog"
          >
            Start a lodge
          </Button>
        </Stack>
      </Paper>
      <NewLodgeDialog opened={starting} onClose={() => setStarting(false)} onCreate={start} />
    </Page>
  );
}
