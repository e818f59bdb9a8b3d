import { useState } from 'react';

/**
 * Whether a lazily loaded dialog should be in the tree: false until `opened` is first true (its
 * code is not downloaded, nor its markup built, for someone who never opens it), true from that
 * render on — also after it closes, so it can play its closing transition and give focus back.
 * True in the very render that opens it, so the dialog starts loading with the tap.
 */
export function useMountedOnceOpened(opened: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(opened);
  // Set during render (React's "storing information from previous renders"): no extra commit.
  if (opened && !wasOpened) setWasOpened(true);
  return wasOpened || opened;
}
