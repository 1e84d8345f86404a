/**
 * The segments React Aria's DateField and TimeField draw in en-US, worked out without loading them:
 * what the plain stand-ins show until the field is first used (issue 22).
 */

export type EditableSegmentType = 'month' | 'day' | 'year' | 'hour' | 'minute' | 'dayPeriod';

export type PlainSegment =
  | { kind: 'literal'; text: string }
  | {
      kind: 'editable';
      type: EditableSegmentType;
      text: string;
      isPlaceholder: boolean;
      valueNow: number | undefined;
      valueText: string;
      min: number;
      max: number;
    };

/** React Aria's spoken segment names, followed by the field's own label when that is not shown. */
export const segmentNames: Record<EditableSegmentType, string> = {
  month: 'month',
  day: 'day',
  year: 'year',
  hour: 'hour',
  minute: 'minute',
  dayPeriod: 'AM/PM',
};

type IsoDate = { year: number; month: number; day: number };

/** 'YYYY-MM-DD' of a real day, or null (React Aria's field is empty for anything else). */
export function readIsoDate(iso: string | null | undefined): IsoDate | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  return { year, month, day };
}

/** A segment a person types in, empty (its placeholder shown) when it has no value. */
export function editable(
  type: EditableSegmentType,
  placeholder: string,
  range: [number, number],
  value?: { now: number; text: string; valueText?: string },
): PlainSegment {
  return {
    kind: 'editable',
    type,
    text: value?.text ?? placeholder,
    isPlaceholder: !value,
    valueNow: value?.now,
    valueText: value ? (value.valueText ?? value.text) : 'Empty',
    min: range[0],
    max: range[1],
  };
}
