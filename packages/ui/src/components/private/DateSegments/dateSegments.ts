import { editable, type PlainSegment, readIsoDate } from './segments';

const monthName = (month: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

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
        ? { now: date.month, text: String(date.month), valueText: `${date.month} – ${monthName(date.month)}` }
        : undefined,
    ),
    slash,
    editable('day', 'dd', [1, 31], date ? { now: date.day, text: String(date.day) } : undefined),
    slash,
    editable('year', 'yyyy', [1, 9999], date ? { now: date.year, text: String(date.year) } : undefined),
  ];
}
