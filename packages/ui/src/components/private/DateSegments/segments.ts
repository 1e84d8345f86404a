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

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

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

/** 'HH:MM' (24-hour) of a real time, or null. */
export function readTime(value: string): { hour: number; minute: number } | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

function editable(
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

/** month/day/year, as React Aria's DateField draws an en-US date. */
export function dateSegments(iso: string | null): PlainSegment[] {
  const date = readIsoDate(iso);
  const slash: PlainSegment = { kind: 'literal', text: '/' };
  return [
    editable(
      'month',
      'mm',
      [1, 12],
      date
        ? { now: date.month, text: String(date.month), valueText: `${date.month} – ${monthNames[date.month - 1]}` }
        : undefined,
    ),
    slash,
    editable('day', 'dd', [1, 31], date ? { now: date.day, text: String(date.day) } : undefined),
    slash,
    editable('year', 'yyyy', [1, 9999], date ? { now: date.year, text: String(date.year) } : undefined),
  ];
}

/** hour:minute AM/PM, as React Aria's TimeField draws an en-US time to the minute. */
export function timeSegments(value: string): PlainSegment[] {
  const time = readTime(value);
  const hour = time ? time.hour % 12 || 12 : 0;
  const period = time && time.hour >= 12 ? 'PM' : 'AM';
  return [
    // React Aria isolates the time's digits from the text around them.
    { kind: 'literal', text: '\u2066' },
    editable(
      'hour',
      '––',
      [1, 12],
      time ? { now: hour, text: String(hour), valueText: `${hour} ${period}` } : undefined,
    ),
    { kind: 'literal', text: ':' },
    editable(
      'minute',
      '––',
      [0, 59],
      time ? { now: time.minute, text: String(time.minute).padStart(2, '0') } : undefined,
    ),
    { kind: 'literal', text: '\u2069' },
    { kind: 'literal', text: ' ' },
    editable('dayPeriod', 'AM', [0, 1], time ? { now: time.hour >= 12 ? 1 : 0, text: period } : undefined),
  ];
}
