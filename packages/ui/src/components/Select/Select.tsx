import {
  Select as AriaSelect,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Select.css';

export type SelectOption<Id extends string | number = number> = { id: Id; name: string };

export type SelectProps<Id extends string | number = number> = {
  label: string;
  options: readonly SelectOption<Id>[];
  selectedId: Id | null;
  onSelectionChange: (id: Id | null) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** While the options load the trigger shows a spinner and cannot be opened. */
  isLoading?: boolean;
  name?: string;
};

export function Select<Id extends string | number = number>({
  label,
  options,
  selectedId,
  onSelectionChange,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  isLoading = false,
  name,
}: SelectProps<Id>) {
  const byKey = new Map<Key, Id>(options.map((option) => [option.id, option.id]));
  return (
    <AriaSelect
      className={fieldStyles.field}
      selectedKey={selectedId}
      onSelectionChange={(key) => onSelectionChange(key === null ? null : (byKey.get(key) ?? null))}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled || isLoading}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name={name}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Button className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        {isLoading ? (
          <Spinner size="small" label={`Loading ${label}`} />
        ) : (
          <svg className={styles.chevron} viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        )}
      </Button>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option.name}</span>
                  {isSelected ? (
                    <svg className={styles.check} viewBox="0 0 16 16" fill="none" aria-hidden="true">
                      <path d="m3.5 8.5 3 3 6-7" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
                    </svg>
                  ) : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
