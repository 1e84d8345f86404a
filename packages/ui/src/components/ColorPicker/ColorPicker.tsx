import {
  ColorPicker as AriaColorPicker,
  ColorField,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  Input,
  parseColor,
} from 'react-aria-components';
import { FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import * as styles from './ColorPicker.css';

/** Swatches offered first: the spec's default blue, then colours that stay readable with white text. */
export const colorPickerSwatches = [
  '#3B82F6',
  '#0EA5E9',
  '#10B981',
  '#16A34A',
  '#F59E0B',
  '#EA580C',
  '#EF4444',
  '#DB2777',
  '#8B5CF6',
  '#64748B',
] as const;

export type ColorPickerProps = {
  label: string;
  /** '#RRGGBB'. */
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
};

const toHex = (value: string) => {
  try {
    return parseColor(value).toString('hex');
  } catch {
    return '#3B82F6';
  }
};

/** A colour chosen from swatches or typed as a hex code ('#3B82F6'). */
export function ColorPicker({ label, value, onChange, errorMessage, isDisabled = false }: ColorPickerProps) {
  return (
    <AriaColorPicker value={toHex(value)} onChange={(color) => onChange(color.toString('hex'))}>
      <div className={styles.root}>
        <ColorField
          className={fieldStyles.field}
          isDisabled={isDisabled}
          isInvalid={Boolean(errorMessage)}
          validationBehavior="aria"
        >
          <FieldLabel>{label}</FieldLabel>
          <div className={styles.fieldRow}>
            <ColorSwatch className={styles.preview} />
            <Input className={`${fieldStyles.control} ${styles.hexInput}`} />
          </div>
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </ColorField>
        <ColorSwatchPicker className={styles.swatches} aria-label={`${label} swatches`}>
          {colorPickerSwatches.map((swatch) => (
            <ColorSwatchPickerItem key={swatch} color={swatch} className={styles.swatchItem} isDisabled={isDisabled}>
              <ColorSwatch className={styles.swatch} />
            </ColorSwatchPickerItem>
          ))}
        </ColorSwatchPicker>
      </div>
    </AriaColorPicker>
  );
}
