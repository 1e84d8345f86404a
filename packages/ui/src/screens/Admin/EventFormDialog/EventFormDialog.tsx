import { type EventCategory, eventCategories } from '@injury-assist/domain';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { DateField } from '../../../components/DateField/DateField';
import { NumberField } from '../../../components/NumberField/NumberField';
import { Select } from '../../../components/Select/Select';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { FormDialog } from '../private/FormDialog';
import { fieldBinding } from '../private/fieldBinding';
import * as shared from '../shared.css';

export type EventFormValues = {
  title: string;
  description: string;
  /** 'YYYY-MM-DD'. */
  date: string | null;
  /** 'HH:MM' in 24-hour time, or '' when not set. */
  time: string;
  location: string;
  category: EventCategory;
  /** NaN while empty (free). */
  fee: number;
  /** NaN while empty (no limit). */
  maxAttendees: number;
  isActive: boolean;
};
export type EventFormField = keyof EventFormValues;

export type EventFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  mode: 'add' | 'edit';
  values: EventFormValues;
  errors: Partial<Record<EventFormField, string>>;
  onFieldChange: <Field extends EventFormField>(field: Field, value: EventFormValues[Field]) => void;
  onSubmit: () => void;
  isSaving?: boolean;
  /** Today, 'YYYY-MM-DD': a new event cannot be dated earlier. */
  today: string;
};

const categoryLabels: Record<EventCategory, string> = {
  health: 'Health',
  education: 'Education',
  wellness: 'Wellness',
  support: 'Support',
};

/** 'Add Event' / 'Edit Event' for the platform's own events. */
export function EventFormDialog({
  isOpen,
  onOpenChange,
  mode,
  values,
  errors,
  onFieldChange,
  onSubmit,
  isSaving = false,
  today,
}: EventFormDialogProps) {
  const field = fieldBinding(values, errors, onFieldChange);
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={mode === 'add' ? 'Add Event' : 'Edit Event'}
      submitLabel={mode === 'add' ? 'Add Event' : 'Save Changes'}
      onSubmit={onSubmit}
      isSaving={isSaving}
    >
      <TextField label="Title" name="title" {...field('title')} isRequired />
      <TextArea label="Description" name="description" {...field('description')} rows={3} />
      <div className={shared.fieldPair}>
        <DateField
          label="Date"
          name="event_date"
          {...field('date')}
          min={mode === 'add' ? today : undefined}
          isRequired
        />
        <TextField
          label="Time"
          name="event_time"
          placeholder="18:00"
          {...field('time')}
          description="24-hour time, such as 18:00."
        />
      </div>
      <TextField label="Location" name="location" placeholder="An address, or Online" {...field('location')} />
      <div className={shared.fieldPair}>
        <Select<EventCategory>
          label="Category"
          options={eventCategories.map((id) => ({ id, name: categoryLabels[id] }))}
          selectedId={values.category}
          onSelectionChange={(id) => onFieldChange('category', id ?? 'health')}
        />
        <NumberField
          label="Registration fee"
          name="registration_fee"
          {...field('fee')}
          step={0.01}
          prefix="$"
          placeholder="0.00"
        />
        <NumberField
          label="Max attendees"
          name="max_attendees"
          {...field('maxAttendees')}
          step={1}
          placeholder="No limit"
        />
      </div>
      <Checkbox isSelected={values.isActive} onChange={(value) => onFieldChange('isActive', value)} name="is_active">
        Active
      </Checkbox>
    </FormDialog>
  );
}
