import { describe, expect, it } from 'vitest';
import { metricChange, metricChangeLabel, overviewExportFileName, overviewPeriods } from './lead-analytics';

describe('a card’s change against the previous equal period', () => {
  it.each([
    [12, 10, '↑ 20%'],
    [5, 10, '↓ 50%'],
    [10, 10, '0%'],
    [1, 3, '↓ 66.7%'],
    [3, 0, 'New'],
    [0, 0, '0%'],
    [0, 4, '↓ 100%'],
  ])('%i now after %i before reads %s', (current, previous, label) => {
    expect(metricChangeLabel(metricChange(current, previous))).toBe(label);
  });
});

describe('the export is named after the period', () => {
  it('names each of the four periods', () => {
    expect(overviewPeriods.map(overviewExportFileName)).toEqual([
      'overview-last-7-days.csv',
      'overview-last-30-days.csv',
      'overview-last-90-days.csv',
      'overview-last-year.csv',
    ]);
  });
});
