import { useState } from 'react';

/**
 * The open state of an overlay whose code is loaded on its first opening (issue 22: the shell's
 * drawer, account menu and bell cost every signed-in page about 35 kB before anyone opens them).
 * The same shape as React Aria's `OverlayTriggerState`, so the loaded overlay can be handed it as
 * its trigger's state. `isRequested` turns true on the first opening and stays true: the overlay
 * then stays mounted, so it can play its exit animation and opens at once the next time.
 */
export type OnDemandOverlay = {
  isOpen: boolean;
  isRequested: boolean;
  setOpen: (isOpen: boolean) => void;
  open: () => void;
  close: () => void;
  toggle: () => void;
};

export function useOnDemandOverlay(defaultOpen = false): OnDemandOverlay {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [isRequested, setRequested] = useState(defaultOpen);
  const setOpen = (next: boolean) => {
    if (next) setRequested(true);
    setIsOpen(next);
  };
  return {
    isOpen,
    isRequested,
    setOpen,
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!isOpen),
  };
}
