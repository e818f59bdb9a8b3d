import type { ReactNode } from 'react';
import { Burger } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './layout.module.css';
import { useHydrated } from './use-hydrated';

/**
 * The fixed top bar (spec §2 "Layout"): drawer toggle, the lodge's name and `actions` (the bell and
 * the account shortcut: src/ui/header-actions.tsx, loaded with the staff frame; on a sign-in page
 * once the app has taken it over). Its link is a plain one in the prerendered HTML and while React
 * hydrates it (issue 22): the router marks the current page only after that.
 */
export function AppHeader(props: {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  onWarmDrawer?: () => void;
  actions?: ReactNode;
}) {
  const hydrated = useHydrated();
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
      {props.actions}
    </header>
  );
}
