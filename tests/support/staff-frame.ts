import { loadStaffFrame } from '../../src/ui/staff-frame-loader';

/**
 * The app frame's staff parts (bell, avatar, bottom bar) are a lazily loaded chunk in the app (issue 22),
 * drawn at once when loaded, as the signed-in start preloads them. A test file that draws the app frame
 * imports this module first, so it sees them at once too (as a returning person does).
 */
await loadStaffFrame();
