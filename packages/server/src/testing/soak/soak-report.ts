import type { SoakResult } from './run-soak';

/** The soak's line, then what failed and what is worth knowing, for the person reading the run. */
export function printSoak(result: SoakResult, log: (line: string) => void = console.log): void {
  log(result.line);
  for (const failure of result.failures) log(`  FAILED ${failure}`);
  for (const note of result.notes) log(`  ${note}`);
}

/** Every figure issue 21 wants at zero, with the failures, for one assertion that shows them all. */
export function zeros(result: SoakResult) {
  return {
    errors5xx: result.errors5xx,
    hangs: result.hangs,
    lostWrites: result.lostWrites,
    failures: result.failures,
  };
}

export const EXPECTED_ZEROS = { errors5xx: 0, hangs: 0, lostWrites: 0, failures: [] };
