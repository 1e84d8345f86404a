import * as fieldStyles from '../private/Field/Field.css';
import { NativeFieldFrame, useNativeField } from '../private/Field/NativeField';
import { useMouseHover } from '../private/mouseHover/useMouseHover';
import * as styles from './TextArea.css';

export type TextAreaProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  /** Visible lines before it scrolls; the person can drag it taller. */
  rows?: number;
  /** Monospaced, for text with markup such as Markdown. */
  isCode?: boolean;
};

/**
 * A multi-line text field with the same label, help and error parts as TextField, drawn with native
 * elements so a page with a form on screen needs no React Aria code for it.
 */
export function TextArea({
  label,
  value,
  onChange,
  placeholder,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
  rows = 4,
  isCode = false,
}: TextAreaProps) {
  const { ids, frame, aria } = useNativeField({ label, isRequired, isDisabled, description, errorMessage });
  const { isHovered, hoverProps } = useMouseHover();
  return (
    <NativeFieldFrame {...frame}>
      <textarea
        id={ids.control}
        className={`${fieldStyles.control} ${styles.textArea({ code: isCode })}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        name={name}
        placeholder={placeholder}
        rows={rows}
        disabled={isDisabled}
        {...aria}
        data-invalid={Boolean(errorMessage) || undefined}
        data-disabled={isDisabled || undefined}
        // The hover border follows a mouse or pen, never a finger, as the other fields' does.
        data-hovered={(isHovered && !isDisabled) || undefined}
        {...hoverProps}
      />
    </NativeFieldFrame>
  );
}
