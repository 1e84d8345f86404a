import { useState } from 'react';

type Checked<Field extends string, Payload> =
  | { ok: true; payload: Payload }
  | { ok: false; errors: Partial<Record<Field, string>> };

/**
 * The Add/Edit dialog state of an admin list page: which row is open (null id for a new one), the
 * form as typed, its errors (a field's error goes as soon as it is edited), and submit = validate,
 * then save. `dialogProps(save)` is spread onto the page's form dialog.
 */
export function useFormEditing<Id, Form extends Record<string, unknown>, Payload>({
  emptyForm,
  validate,
}: {
  emptyForm: Form;
  validate: (form: Form) => Checked<keyof Form & string, Payload>;
}) {
  const [editing, setEditing] = useState<{ id: Id | null; form: Form } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Form & string, string>>>({});
  const close = () => setEditing(null);
  return {
    open: (id: Id | null, form: Form) => {
      setErrors({});
      setEditing({ id, form });
    },
    close,
    editingId: editing?.id ?? null,
    dialogProps: (save: (change: { id: Id | null; payload: Payload }) => void) => ({
      isOpen: editing !== null,
      onOpenChange: (isOpen: boolean) => {
        if (!isOpen) close();
      },
      mode: editing?.id == null ? ('add' as const) : ('edit' as const),
      values: editing?.form ?? emptyForm,
      errors,
      onFieldChange: <Field extends keyof Form & string>(field: Field, value: Form[Field]) => {
        setEditing((current) => current && { ...current, form: { ...current.form, [field]: value } });
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
      onSubmit: () => {
        if (!editing) return;
        const checked = validate(editing.form);
        if (!checked.ok) setErrors(checked.errors);
        else save({ id: editing.id, payload: checked.payload });
      },
    }),
  };
}
