import { type PointerEvent, useState } from 'react';

/**
 * Whether a mouse or pen is over the element, never a finger: what React Aria's `data-hovered`
 * meant, and what the light controls that replaced it draw (CSS `:hover` alone sticks after a tap
 * and is not triggered by the stories' pointer). Spread `hoverProps` on the element.
 */
export function useMouseHover() {
  const [isHovered, setHovered] = useState(false);
  const hoverProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
  };
  return { isHovered, hoverProps };
}
