import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useState } from 'react';
import { focusShouldBeVisible, trackLastInteraction } from '../focusVisible/lastInteraction';
import { useMouseHover } from '../mouseHover/useMouseHover';

export type TriggerButtonProps = {
  className: string;
  children: ReactNode;
  /** `byKeyboard`: pressed with Enter or Space, so the overlay it opens may focus its first item. */
  onPress: (byKeyboard: boolean) => void;
  /** Keys other than Enter and Space, which press the button. */
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  id?: string;
  'aria-label': string;
  'aria-haspopup': 'dialog' | 'menu';
  'aria-expanded': boolean;
  'aria-controls'?: string;
  ref?: Ref<HTMLButtonElement>;
};

const pressKeys = ['Enter', ' '];

/**
 * The button that opens a header overlay (the menu drawer, the account menu, a bell), on every
 * signed-in page. React Aria's Button brought its press, hover and focus code (about 14 kB gzip)
 * to every page for these alone (issue 22); this native button puts the same state attributes on
 * itself, which the styles draw: `data-hovered` while a mouse or pen is over it (never a finger),
 * `data-pressed`, `data-focused`, and `data-focus-visible` when focused from the keyboard. As React
 * Aria did, Enter and Space press it when released, so the overlay takes the focus after the key
 * is up, and a pointer press focuses it in every browser, so the overlay gives the focus back here.
 */
export function TriggerButton({ className, children, onPress, onKeyDown, ref, ...aria }: TriggerButtonProps) {
  const { isHovered, hoverProps } = useMouseHover();
  const [isPressed, setPressed] = useState(false);
  const [focus, setFocus] = useState<'none' | 'focused' | 'visible'>('none');
  useEffect(trackLastInteraction, []);
  const updateFocus = () => setFocus(focusShouldBeVisible() ? 'visible' : 'focused');
  return (
    <button
      {...aria}
      ref={ref}
      type="button"
      className={className}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
      data-focused={focus !== 'none' || undefined}
      data-focus-visible={focus === 'visible' || undefined}
      onPointerEnter={hoverProps.onPointerEnter}
      onPointerLeave={() => {
        hoverProps.onPointerLeave();
        setPressed(false);
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        setPressed(true);
        event.currentTarget.focus({ preventScroll: true });
        updateFocus();
      }}
      onPointerUp={() => setPressed(false)}
      onPointerCancel={() => setPressed(false)}
      // Keyboard presses are the key handlers' (their default is prevented, so no click follows);
      // a click with no pointer behind it is a screen reader's.
      onClick={() => onPress(false)}
      onFocus={updateFocus}
      onBlur={() => {
        setFocus('none');
        setPressed(false);
      }}
      onKeyDown={(event) => {
        updateFocus();
        if (!pressKeys.includes(event.key)) {
          onKeyDown?.(event);
          return;
        }
        event.preventDefault();
        if (!event.repeat) setPressed(true);
      }}
      onKeyUp={(event) => {
        if (!pressKeys.includes(event.key)) return;
        event.preventDefault();
        if (!isPressed) return;
        setPressed(false);
        onPress(true);
      }}
    >
      {children}
    </button>
  );
}
