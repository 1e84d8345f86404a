import { TextArea } from '../../../components/TextArea/TextArea';
import { FormDialog } from './FormDialog';

export type ReasonDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** Who reads the reason, e.g. 'The owner receives this reason by e-mail.' */
  description: string;
  submitLabel: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  errorMessage?: string | undefined;
  onSubmit: () => void;
  isSaving?: boolean;
};

/** An admin action that others are told about: the reason they will read, then the action. */
export function ReasonDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  submitLabel,
  reason,
  onReasonChange,
  errorMessage,
  onSubmit,
  isSaving = false,
}: ReasonDialogProps) {
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      isSaving={isSaving}
    >
      <TextArea
        label="Reason"
        name="reason"
        value={reason}
        onChange={onReasonChange}
        description={description}
        errorMessage={errorMessage}
        rows={4}
        isRequired
      />
    </FormDialog>
  );
}
