import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { InitialsAvatar } from './initials-avatar';
import { useHydrated } from './use-hydrated';

/**
 * The header's right side (spec §2 "Layout"): a notification bell with a dot
 * (Mantine's `Indicator`) and the account shortcut with the person's avatar. The bell's behaviour is
 * not in the spec: it shows the latest lodge notice as a toast and clears the dot. Loaded with the
 * staff frame (src/ui/staff-frame.ts), not in the sign-in page's first download. In the prerendered
 * shell the account link is a plain one until React has taken the page over (issue 22).
 */
export function HeaderActions(props: {
  avatarUrl: string | null;
  initials: string;
  accountLabel: string;
  hasNotifications: boolean;
  onOpenNotifications: () => void;
}) {
  const hydrated = useHydrated();
  const avatar = <InitialsAvatar src={props.avatarUrl} size={34} initials={props.initials} />;
  const accountLook = {
    variant: 'subtle',
    size: 'lg',
    radius: 'xl',
    'aria-label': props.accountLabel,
  } as const;
  return (
    <>
      <Indicator color="red" size={9} offset={6} disabled={!props.hasNotifications}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={props.hasNotifications ? 'Notifications (new)' : 'Notifications'}
          onClick={props.onOpenNotifications}
        >
          <IconBell size={22} aria-hidden="true" />
        </ActionIcon>
      </Indicator>
      {/* Two renderings of one link (Mantine's polymorphic types need the component fixed per
          element): a plain one in the prerendered page, the router's once hydrated. */}
      {hydrated ? (
        <ActionIcon component={Link} to="/account" {...accountLook}>
          {avatar}
        </ActionIcon>
      ) : (
        <ActionIcon component="a" href="/account" {...accountLook}>
          {avatar}
        </ActionIcon>
      )}
    </>
  );
}
