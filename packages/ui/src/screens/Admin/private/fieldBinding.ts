/**
 * The props that tie one field of an admin form to the form's values and errors:
 * `<TextField label="Name" {...field('name')} />`.
 */
export function fieldBinding<Values>(
  values: Values,
  errors: Partial<Record<keyof Values, string>>,
  onFieldChange: <Field extends keyof Values>(field: Field, value: Values[Field]) => void,
) {
  return <Field extends keyof Values>(field: Field) => ({
    value: values[field],
    onChange: (value: Values[Field]) => onFieldChange(field, value),
    errorMessage: errors[field],
  });
}
