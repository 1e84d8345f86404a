import { useRef } from 'react';
import { Button, type ButtonProps } from '../Button/Button';

export type FileButtonProps = Omit<ButtonProps, 'onPress' | 'type'> & {
  /** MIME types the system's file dialog offers first; a chosen file is still checked by the caller. */
  acceptedFileTypes: readonly string[];
  onSelect: (file: File) => void;
};

/**
 * A button that opens the system's file dialog. The file input stays out of the tab order and the
 * accessibility tree, so the button is the one control people meet; choosing the same file twice
 * still reports it, because the input is emptied after each choice.
 */
export function FileButton({ acceptedFileTypes, onSelect, ...button }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={acceptedFileTypes.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onSelect(file);
        }}
      />
      <Button {...button} onPress={() => input.current?.click()} />
    </>
  );
}
