import { Link } from '@tanstack/react-router';
import classes from './layout.module.css';
import { activeOptionsFor, bottomBarItems } from './navigation';

/**
 * The fixed bottom bar (spec §2): Dashboard, Training, Business, Experience, Account. The active item
 * gets `aria-current="page"` from the router (root on exact match, others by prefix).
 */
export function BottomBar() {
  return (
    <nav className={classes.bottomBar} aria-label="Quick">
      {bottomBarItems.map((item) => (
        <Link
          key={item.label}
          to={item.to}
          activeOptions={activeOptionsFor(item)}
          className={classes.bottomItem}
        >
          <item.icon size={24} aria-hidden="true" />
          <span>{item.label}</span>
        </Link>
      ))}
    </nav>
  );
}
