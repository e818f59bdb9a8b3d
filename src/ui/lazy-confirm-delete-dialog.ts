import { dialogAskedFor, lazyPiece } from './lazy-piece';

/**
 * The app's "Delete …?" confirmation (src/ui/confirm-delete-dialog.tsx) as a piece loaded on first
 * open: one piece for every screen that confirms a delete (products, staff, team, channels, a lodge),
 * so its code is fetched once and, once here, drawn at once on each of them (issue 22: five screens each
 * had their own loader for the same file).
 */
export const ConfirmDeleteDialog = lazyPiece(
  () => import('./confirm-delete-dialog').then((module) => module.ConfirmDeleteDialog),
  { asked: dialogAskedFor },
);
