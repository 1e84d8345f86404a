/**
 * The value axis of a bar chart of whole counts: ticks from 0 at a round step (1, 2 or 5 times a
 * power of ten) with at most `most` steps, the top tick at or above the largest value.
 */
export function countTicks(largest: number, most = 4): number[] {
  const rough = Math.max(1, largest / most);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const top = Math.max(step, Math.ceil(largest / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}
