import { type FormEvent, type ReactNode, useCallback, useId } from 'react';
import { Button } from '../../../components/Button/Button';
import { Dialog, type DialogProps } from '../../../components/Dialog/Dialog';
import { useFocusFirstInvalid } from '../../../components/private/useFocusFirstInvalid';
import * as shared from '../shared.css';

export type FormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  /** While saving the dialog cannot be dismissed, Cancel is disabled and Submit shows a spinner. */
  isSaving: boolean;
  /** Submit waits for something else to finish first (e.g. an image upload). */
  isSubmitBlocked?: boolean;
  size?: DialogProps['size'];
  children: ReactNode;
};

/** An admin dialog around one form: Cancel and a submit button in the footer; Enter submits. */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  submitLabel,
  onSubmit,
  isSaving,
  isSubmitBlocked = false,
  size,
  children,
}: FormDialogProps) {
  const formId = useId();
  // After a submit the fields' messages show: focus goes to the first field in error.
  const { container: form, submitted } = useFocusFirstInvalid<HTMLFormElement>(isSaving);
  // The dialog opens on its first field, not on itself: one Tab fewer to start typing.
  const formOpened = useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element;
      element?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, button')?.focus();
    },
    [form],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving || isSubmitBlocked) return;
    submitted();
    onSubmit();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      {...(size ? { size } : {})}
      isDismissable={!isSaving}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSaving} isDisabled={isSubmitBlocked}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form ref={formOpened} id={formId} className={shared.form} onSubmit={submit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
