import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { InitialsAvatar } from './initials-avatar';
import { useReturnFocus } from './use-return-focus';
import classes from './layout.module.css';
import { activeOptionsFor, drawerItems } from './navigation';

/** What the drawer's profile block shows. `subtitle` is "@username" or, signed out, the organisation. */
export interface DrawerProfile {
  name: string;
  subtitle: string;
  avatarUrl: string | null;
  initials: string;
}

/**
 * The slide-out navigation drawer titled "Navigation" (spec §2): profile block, the six destinations
 * and Sign Out (or Sign In for a visitor, who sees the sample profile). Mantine's Drawer traps focus,
 * closes on Escape and returns focus to the toggle.
 */
export function NavDrawer(props: {
  opened: boolean;
  onClose: () => void;
  profile: DrawerProfile;
  signedIn: boolean;
  onSignOut: () => void;
}) {
  const { profile } = props;
  const returnFocus = useReturnFocus(props.opened);
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title="Navigation"
      size="80%"
      padding="md"
      {...returnFocus}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <InitialsAvatar src={profile.avatarUrl} size={56} initials={profile.initials} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {profile.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {profile.subtitle}
            </Text>
          </div>
        </Group>
        <Divider />
        <nav aria-label="Main">
          <Stack gap={4}>
            {drawerItems.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                activeOptions={activeOptionsFor(item)}
                className={classes.drawerLink}
                onClick={props.onClose}
              >
                <item.icon size={22} aria-hidden="true" />
                {item.label}
              </Link>
            ))}
          </Stack>
        </nav>
        <Divider />
        {props.signedIn ? (
          <Button
            variant="subtle"
            color="red"
            justify="flex-start"
            leftSection={<IconLogout size={20} aria-hidden="true" />}
            onClick={props.onSignOut}
          >
            Sign Out
          </Button>
        ) : (
          <Button
            component={Link}
            to="/auth/login"
            variant="subtle"
            justify="flex-start"
            leftSection={<IconLogin size={20} aria-hidden="true" />}
          >
            Sign In
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
