import { concernStatusOnConcernsPage, concernStatusOnOverview } from '@injury-assist/domain';
import { describe, expect, it } from 'vitest';
import { concernsPageBadge, overviewBadge, overviewConcernCounts } from './concernStatus';

describe('concernStatusOnConcernsPage', () => {
  // spec: "The concerns page maps 0 to in_progress, 1 to resolved, 2 to open and any other value to closed."
  it.each([
    [0, 'in_progress', 'In Progress', 'caution'],
    [1, 'resolved', 'Resolved', 'positive'],
    [2, 'open', 'Open', 'info'],
    [3, 'closed', 'Closed', 'neutral'],
    [4, 'closed', 'Closed', 'neutral'],
    [-1, 'closed', 'Closed', 'neutral'],
    [1.5, 'closed', 'Closed', 'neutral'],
  ])('%d reads %s, badge %s (%s)', (status, reading, label, tone) => {
    const read = concernStatusOnConcernsPage(status);
    expect(read).toBe(reading);
    expect(concernsPageBadge(read)).toEqual({ label, tone });
  });
});

describe('concernStatusOnOverview', () => {
  // spec: "The overview treats 0 as active (In Progress), 1 as Resolved and 2 as completed."
  // spec: Recent Concerns shows "a badge, In Progress or Resolved".
  it.each([
    [0, 'active', 'In Progress', 'caution'],
    [1, 'resolved', 'Resolved', 'positive'],
    [2, 'completed', 'Resolved', 'positive'],
    [3, 'other', 'Resolved', 'neutral'],
  ])('%d reads %s, badge %s (%s)', (status, reading, label, tone) => {
    const read = concernStatusOnOverview(status);
    expect(read).toBe(reading);
    expect(overviewBadge(read)).toEqual({ label, tone });
  });

  it("keeps both readings of 2: 'open' on the concerns page, 'completed' on the overview", () => {
    expect([concernStatusOnConcernsPage(2), concernStatusOnOverview(2)]).toEqual(['open', 'completed']);
  });
});

describe('overviewConcernCounts', () => {
  it('counts nothing for no concerns', () => {
    expect(overviewConcernCounts([])).toEqual({ completed: 0, active: 0 });
  });

  it("'Active Concerns' counts status 0; 'Completed Concerns' counts 1 and 2; others count in neither", () => {
    const statuses = [0, 0, 0, 1, 2, 2, 3, 4];
    expect(overviewConcernCounts(statuses.map((status) => ({ status })))).toEqual({ completed: 3, active: 3 });
  });
});
