import { describe, expect, it } from 'vitest';
import { concernStatusOnConcernsPage, concernStatusOnOverview } from './concerns';

describe('concern status 2 reads differently on the two screens (spec §4)', () => {
  it.each([
    [0, 'in_progress', 'active'],
    [1, 'resolved', 'resolved'],
    [2, 'open', 'completed'],
    [3, 'closed', 'other'],
    [-1, 'closed', 'other'],
  ])('%i: concerns page %s, overview %s', (status, page, overview) => {
    expect(concernStatusOnConcernsPage(status)).toBe(page);
    expect(concernStatusOnOverview(status)).toBe(overview);
  });
});
