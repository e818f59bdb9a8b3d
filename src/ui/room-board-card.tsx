import { IconBed, IconChevronRight } from '@tabler/icons-react';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './link-card.module.css';

/**
 * The card that opens the **housekeeping board** (issue 31: "a card on Training and Dashboard for
 * staff"): one link, named "Housekeeping board", with what it is for.
 */
export function RoomBoardCard() {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component={Link}
      to="/hospitality/rooms"
      className={classes.linkCard}
      aria-label="Housekeeping board"
    >
      <Group wrap="nowrap" gap="md">
        <ThemeIcon color="blue.8" size={44} radius="md" aria-hidden="true">
          <IconBed size={24} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={700}>Housekeeping board</Text>
          <Text size="sm" c="dimmed">
            Which rooms are clean, dirty or inspected today
          </Text>
        </Stack>
        <IconChevronRight size={20} aria-hidden="true" />
      </Group>
    </Paper>
  );
}
