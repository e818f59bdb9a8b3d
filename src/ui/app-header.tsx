import { ActionIcon, Burger } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { InitialsAvatar } from './initials-avatar';
import classes from './layout.module.css';
import { useHydrated } from './use-hydrated';

/**
 * The fixed top bar (spec §2 "Layout"): drawer toggle, the lodge's name, an account shortcut and a
 * notification bell with a dot. The bell's behaviour is not in the spec: it shows the latest lodge
 * notice as a toast and clears the dot. Its links are plain ones in the prerendered HTML and while
 * React hydrates it (issue 22): the router marks the current page only after that.
 */
export function AppHeader(props: {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  avatarUrl: string | null;
  initials: string;
  accountLabel: string;
  hasNotifications: boolean;
  onOpenNotifications: () => void;
  onWarmDrawer?: () => void;
}) {
  const hydrated = useHydrated();
  const avatar = <InitialsAvatar src={props.avatarUrl} size={34} initials={props.initials} />;
  return (
    <header className={classes.header}>
      <Burger
        opened={props.drawerOpen}
        onClick={props.onToggleDrawer}
        aria-label="Open navigation"
        aria-expanded={props.drawerOpen}
        size="sm"
        onPointerEnter={props.onWarmDrawer}
        onFocus={props.onWarmDrawer}
      />
      {hydrated ? (
        <Link to="/" className={classes.brand}>
          Ecolodge
        </Link>
      ) : (
        <a href="/" className={classes.brand}>
          Ecolodge
        </a>
      )}
      {/* The dot is a span of our own, not Mantine's Indicator: the same look for ~1 KiB less in the
          sign-in page's first download, which is at its budget (issue 11 / 22). */}
      <span className={classes.bell}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={props.hasNotifications ? 'Notifications (new)' : 'Notifications'}
          onClick={props.onOpenNotifications}
        >
          <IconBell size={22} aria-hidden="true" />
        </ActionIcon>
        {props.hasNotifications ? <span className={classes.bellDot} aria-hidden="true" /> : null}
      </span>
      {hydrated ? (
        <ActionIcon
          component={Link}
          to="/account"
          variant="subtle"
          size="lg"
          radius="xl"
          aria-label={props.accountLabel}
        >
          {avatar}
        </ActionIcon>
      ) : (
        <ActionIcon
          component="a"
          href="/account"
          variant="subtle"
          size="lg"
          radius="xl"
          aria-label={props.accountLabel}
        >
          {avatar}
        </ActionIcon>
      )}
    </header>
  );
}
