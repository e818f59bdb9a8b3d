import type { Icon } from '@tabler/icons-react';
import { IconChevronRight } from '@tabler/icons-react';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from '../../ui/link-card.module.css';

/**
 * A card that is one link: icon, title and a line of description; the link's accessible name is the
 * title. Used by the organization hub and the distribution channels.
 */
export function LinkCard({
  to,
  title,
  description,
  icon: CardIcon,
  color = 'lodge',
}: {
  to: string;
  title: string;
  description: string;
  icon: Icon;
  color?: string;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component={Link}
      // Some targets (the distribution channels) deliberately have no route (spec §2): plain strings.
      to={to as '/'}
      className={classes.linkCard}
      aria-label={title}
    >
      <Group wrap="nowrap" gap="md">
        <ThemeIcon color={color} size={44} radius="md" aria-hidden="true">
          <CardIcon size={24} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <IconChevronRight size={20} aria-hidden="true" />
      </Group>
    </Paper>
  );
}
