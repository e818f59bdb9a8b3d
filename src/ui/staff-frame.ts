/**
 * The parts of the app's frame a sign-in page does not need at first: the header's bell and account
 * avatar, and the bottom bar. One lazily loaded chunk (issue 22): the sign-in pages' first download
 * leaves them out (the bell and avatar come once the page is taken over), a signed-in start fetches
 * them with the entry (index.html's head script preloads the chunk), and the app draws the
 * prerendered shell afresh once they are there (src/main.tsx, src/ui/staff-frame-loader.ts).
 */
export { BottomBar } from './bottom-bar';
export { HeaderActions } from './header-actions';
