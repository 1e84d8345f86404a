import { TextArea } from '../../../components/TextArea/TextArea';
import { FormDialog } from '../private/FormDialog';

export type ModerationDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  submitLabel: string;
  reason: string;
  error: string | null;
  onReasonChange: (reason: string) => void;
  onSubmit: () => void;
  isSaving: boolean;
};

/**
 * The reason asked for a hide or a restore. Its own module with its text area (React Aria's text
 * field and form validation, about 5 kB gzip), so the Reviews list loads it at the first hide or
 * restore rather than with the page (issue 22).
 */
export function ModerationDialog({ reason, error, onReasonChange, ...dialog }: ModerationDialogProps) {
  return (
    <FormDialog {...dialog}>
      <TextArea
        label="Reason"
        description="The author is told this reason by e-mail; it is kept in the audit log."
        value={reason}
        onChange={onReasonChange}
        errorMessage={error ?? undefined}
        isRequired
        name="reason"
        rows={3}
      />
    </FormDialog>
  );
}
