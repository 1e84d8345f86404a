import { type NotificationType, notificationTypes } from '@injury-assist/domain';
import { Select } from '../../../components/Select/Select';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { FormDialog } from '../private/FormDialog';
import { fieldBinding } from '../private/fieldBinding';

export type SendNotificationValues = { title: string; message: string; type: NotificationType };
export type SendNotificationField = keyof SendNotificationValues;

export type SendNotificationDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  values: SendNotificationValues;
  errors: Partial<Record<SendNotificationField, string>>;
  onFieldChange: <Field extends SendNotificationField>(field: Field, value: SendNotificationValues[Field]) => void;
  onSubmit: () => void;
  isSending?: boolean;
};

const typeLabels: Record<NotificationType, string> = {
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

/** 'Send System Notification': Title, Message and Type (info by default). */
export function SendNotificationDialog({
  isOpen,
  onOpenChange,
  values,
  errors,
  onFieldChange,
  onSubmit,
  isSending = false,
}: SendNotificationDialogProps) {
  const field = fieldBinding(values, errors, onFieldChange);
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Send System Notification"
      submitLabel="Send Notification"
      onSubmit={onSubmit}
      isSaving={isSending}
    >
      <TextField label="Title" name="title" {...field('title')} isRequired />
      <TextArea label="Message" name="message" {...field('message')} isRequired />
      <Select<NotificationType>
        label="Type"
        options={notificationTypes.map((id) => ({ id, name: typeLabels[id] }))}
        selectedId={values.type}
        onSelectionChange={(id) => onFieldChange('type', id ?? 'info')}
      />
    </FormDialog>
  );
}
