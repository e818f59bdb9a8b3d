import { Badge, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconLogin,
  IconLogout,
  IconPlus,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { InitialsAvatar } from './initials-avatar';
import { useBackCloses } from './use-back-closes';
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

/** One lodge in the drawer: enough to tell two lodges of the same name apart (issue 33). */
export interface DrawerLodge {
  name: string;
  location: string | null;
  /** The person's role there ("Owner"). */
  roleLabel: string;
  /** Whether it holds sample content. */
  sample: boolean;
}

/**
 * What tells a lodge apart from another of the same name (issue 33): its location, the person's role
 * there, and "Sample" for a lodge with sample content — "Boro, Okavango Delta · Owner · Sample".
 */
export function lodgeDetails(lodge: DrawerLodge): string {
  return [lodge.location, lodge.roleLabel, lodge.sample ? 'Sample' : null].filter(Boolean).join(' · ');
}

/** The drawer's lodge block: the current lodge, the person's role there, and their other lodges. */
export interface DrawerLodges {
  current: DrawerLodge;
  others: ReadonlyArray<DrawerLodge & { lodgeId: string }>;
  onSwitch: (lodgeId: string) => void;
  /** Opens New lodge (issue 18). */
  onNewLodge: () => void;
}

/**
 * The slide-out navigation drawer titled "Navigation" (spec §2): profile block, the six destinations
 * and Sign Out (or Sign In for a visitor, who sees the sample profile). Signed in, it names the current
 * lodge and the person's role there, and switches to their other lodges (issue 8). Mantine's Drawer traps focus,
 * closes on Escape and returns focus to the toggle.
 */
export function NavDrawer(props: {
  opened: boolean;
  onClose: () => void;
  profile: DrawerProfile;
  signedIn: boolean;
  onSignOut: () => void;
  /** Signed in with a lodge resolved: its name, and a switch to each other lodge of the person. */
  lodges?: DrawerLodges | null;
}) {
  const { profile } = props;
  const returnFocus = useReturnFocus(props.opened);
  // A phone's Back closes the drawer rather than leaving the page under it.
  useBackCloses(props.opened, props.onClose);
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
        {props.lodges ? (
          <section aria-label="Lodge">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconBuildingCommunity size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{props.lodges.current.name}</Text>
                {props.lodges.current.location ? (
                  <Text size="sm" c="dimmed">
                    {props.lodges.current.location}
                  </Text>
                ) : null}
                <Group gap={4}>
                  <Badge variant="light" color="lodge" size="sm">
                    {props.lodges.current.roleLabel}
                  </Badge>
                  {props.lodges.current.sample ? (
                    <Badge variant="outline" color="gray" size="sm">
                      Sample
                    </Badge>
                  ) : null}
                </Group>
              </div>
            </Group>
            {props.lodges.others.length > 0 ? (
              <Stack gap={4} mt="xs">
                {props.lodges.others.map((lodge) => (
                  <Button
                    key={lodge.lodgeId}
                    variant="light"
                    justify="flex-start"
                    leftSection={<IconSwitchHorizontal size={18} aria-hidden="true" />}
                    onClick={() => props.lodges?.onSwitch(lodge.lodgeId)}
                    // The name starts with the visible text; the second line (location, role, "Sample")
                    // tells same-named lodges apart (issue 33), and is read as the button's description.
                    aria-label={`Switch to ${lodge.name}`}
                    aria-describedby={`lodge-details-${lodge.lodgeId}`}
                    // Mantine's inner and label are one line tall and clip: let the two lines grow.
                    styles={{
                      inner: { height: 'auto' },
                      label: {
                        whiteSpace: 'normal',
                        textAlign: 'left',
                        display: 'block',
                        height: 'auto',
                        overflow: 'visible',
                        lineHeight: 1.3,
                      },
                    }}
                    h="auto"
                    mih={44}
                    py={6}
                  >
                    <span style={{ display: 'block' }}>Switch to {lodge.name}</span>
                    <Text
                      component="span"
                      size="xs"
                      c="dimmed"
                      display="block"
                      id={`lodge-details-${lodge.lodgeId}`}
                    >
                      {lodgeDetails(lodge)}
                    </Text>
                  </Button>
                ))}
              </Stack>
            ) : null}
            <Button
              mt="xs"
              variant="subtle"
              justify="flex-start"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={props.lodges.onNewLodge}
              aria-haspopup="dialog"
            >
              New lodge
            </Button>
          </section>
        ) : null}
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
