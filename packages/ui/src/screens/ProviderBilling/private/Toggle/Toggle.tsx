import * as styles from '../../billing.css';

export type ToggleOption<Id extends string> = { id: Id; label: string };

/** A row of choices, one pressed: the monthly/yearly switch, the boost's type and length. */
export function Toggle<Id extends string>({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly ToggleOption<Id>[];
  selected: Id;
  onChange: (id: Id) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
    <div role="group" aria-label={label} className={styles.toggleGroup}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={styles.toggle}
          aria-pressed={option.id === selected}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
