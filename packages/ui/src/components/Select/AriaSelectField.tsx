import { type RefObject, useContext, useLayoutEffect, useRef } from 'react';
import {
  Select as AriaSelect,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectStateContext,
  SelectValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import { Spinner } from '../Spinner/Spinner';
import type { SelectActivation, SelectProps } from './Select';
import * as styles from './Select.css';
import { Check, Chevron } from './SelectIcons';

/**
 * React Aria's Select, loaded when its plain stand-in is first used. It takes over from it with the
 * focus and the opening the person asked for, so the swap cannot be noticed.
 */
export default function AriaSelectField<Id extends string | number>({
  label,
  options,
  selectedId,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isLoading,
  name,
  activation,
}: Required<Omit<SelectProps<Id>, 'description' | 'errorMessage' | 'name'>> &
  Pick<SelectProps<Id>, 'description' | 'errorMessage' | 'name'> & { activation: SelectActivation }) {
  const byKey = new Map<Key, Id>(options.map((option) => [option.id, option.id]));
  const triggerRef = useRef<HTMLButtonElement>(null);
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
      <Button ref={triggerRef} className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        {isLoading ? <Spinner size="small" label={`Loading ${label}`} /> : <Chevron />}
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
                  {isSelected ? <Check /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      {/* Last, so that the trigger's ref is set when it runs. */}
      <TakeOver activation={activation} triggerRef={triggerRef} />
    </AriaSelect>
  );
}

/**
 * Hands over from the stand-in: focuses the real trigger where the stand-in had the focus, then
 * opens as asked once the options are collected (React Aria collects them after the first render and
 * does not open an empty list).
 */
function TakeOver({
  activation,
  triggerRef,
}: {
  activation: SelectActivation;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const state = useContext(SelectStateContext);
  const focused = useRef(false);
  const opened = useRef(activation.open === null);
  useLayoutEffect(() => {
    if (!state) return;
    const trigger = triggerRef.current;
    if (!focused.current && trigger) {
      focused.current = true;
      if (activation.focus) trigger.focus({ preventScroll: true });
      if (activation.hovered) carryHover(trigger);
    }
    if (!opened.current && activation.open && state.collection.size > 0) {
      opened.current = true;
      state.open(activation.open.strategy);
    }
  });
  return null;
}

/**
 * The browser tells an element the pointer is over it only when the pointer next moves, so the new
 * trigger is marked hovered by hand until then; from that move on React Aria's own hover state
 * (which writes the same attribute) decides.
 */
function carryHover(trigger: HTMLButtonElement) {
  trigger.setAttribute('data-hovered', 'true');
  document.addEventListener(
    'pointermove',
    () => {
      if (!trigger.matches(':hover')) trigger.removeAttribute('data-hovered');
    },
    { once: true },
  );
}
