import { editable, type PlainSegment } from './segments';

/** 'HH:MM' (24-hour) of a real time, or null. */
export function readTime(value: string): { hour: number; minute: number } | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? { hour, minute } : null;
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
