/**
 * The parts of the app's frame only staff screens draw: the header's bell and account avatar, and the
 * bottom bar. One lazily loaded chunk (issue 22): the sign-in pages' first download leaves them out,
 * a signed-in start fetches them with the entry (index.html's head script preloads the chunk), and
 * the app draws the prerendered shell afresh once they are there (src/main.tsx,
 * src/ui/staff-frame-loader.ts).
 */
export { BottomBar } from './bottom-bar';
export { HeaderActions } from './header-actions';
