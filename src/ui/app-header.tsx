import { ActionIcon, Avatar, Burger, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './layout.module.css';

/**
 * The fixed top bar (spec §2 "Layout"): drawer toggle, the lodge's name, an account shortcut and a
 * notification bell with a dot. The bell's behaviour is not in the spec; it opens a short status.
 */
export function AppHeader(props: {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  avatarUrl: string | null;
  initials: string;
  accountLabel: string;
}) {
  return (
    <header className={classes.header}>
      <Burger
        opened={props.drawerOpen}
        onClick={props.onToggleDrawer}
        aria-label="Open navigation"
        aria-expanded={props.drawerOpen}
        size="sm"
      />
      <Link to="/" className={classes.brand}>
        Ecolodge
      </Link>
      <Popover position="bottom-end" withArrow shadow="md" width={220}>
        <Popover.Target>
          <Indicator color="red" size={9} offset={6} processing={false}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications (1 new)">
              <IconBell size={22} aria-hidden="true" />
            </ActionIcon>
          </Indicator>
        </Popover.Target>
        <Popover.Dropdown>
          <Text size="sm">You're all caught up. New messages from the lodge will appear here.</Text>
        </Popover.Dropdown>
      </Popover>
      <ActionIcon
        component={Link}
        to="/account"
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={props.accountLabel}
      >
        <Avatar src={props.avatarUrl} size={32} radius="xl" color="lodge" alt="">
          {props.initials}
        </Avatar>
      </ActionIcon>
    </header>
  );
}
