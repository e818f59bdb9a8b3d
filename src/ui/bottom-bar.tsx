import { Link } from '@tanstack/react-router';
import classes from './layout.module.css';
import { activeOptionsFor, bottomBarItems } from './navigation';
import { useHydrated } from './use-hydrated';

/**
 * The fixed bottom bar (spec §2): Dashboard, Training, Business, Experience, Account. The active item
 * gets `aria-current="page"` from the router (root on exact match, others by prefix). In the
 * prerendered shell (issue 22), which serves every staff address, the items are plain links with none
 * marked until React has taken the page over.
 */
export function BottomBar() {
  const hydrated = useHydrated();
  return (
    <nav className={classes.bottomBar} aria-label="Quick">
      {bottomBarItems.map((item) =>
        hydrated ? (
          <Link
            key={item.label}
            to={item.to}
            activeOptions={activeOptionsFor(item)}
            className={classes.bottomItem}
          >
            <item.icon size={24} aria-hidden="true" />
            <span data-label={item.label}>{item.label}</span>
          </Link>
        ) : (
          <a key={item.label} href={item.to} className={classes.bottomItem}>
            <item.icon size={24} aria-hidden="true" />
            <span data-label={item.label}>{item.label}</span>
          </a>
        ),
      )}
    </nav>
  );
}
