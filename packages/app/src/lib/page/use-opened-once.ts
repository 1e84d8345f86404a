import { useState } from 'react';

/**
 * True from an overlay's first opening on (issue 22). A page renders its dialog, loaded on demand
 * with `React.lazy`, only from then: closed dialogs cost a page their code (React Aria's modal and
 * focus scope, the form inside) before anyone opens them. Once shown it stays mounted, so it plays
 * its exit animation and opens at once the next time.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen;
}
