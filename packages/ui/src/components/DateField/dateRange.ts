import { readIsoDate } from '../private/DateSegments/segments';

function display(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * Out-of-range messages of our own, so they read the same in every browser locale. ISO dates
 * compare as text, so the plain field can say it before React Aria's date code has loaded.
 */
export function rangeMessage(value: string | null, min?: string, max?: string): string | undefined {
  if (!value || !readIsoDate(value)) return undefined;
  if (min && value < min) return `Date must be on or after ${display(min)}`;
  if (max && value > max) return `Date must be on or before ${display(max)}`;
  return undefined;
}
