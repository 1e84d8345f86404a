import { type ConcernsPageStatus, concernStatusOnOverview, type OverviewConcernStatus } from '@injury-assist/domain';

/** The badges of a concern's status on the two screens that read it differently (spec §4). */

/** The badge tones of the design system's Badge this package uses (flows does not import ui). */
export type ConcernBadgeTone = 'caution' | 'positive' | 'info' | 'neutral';
export type ConcernStatusBadge = { label: string; tone: ConcernBadgeTone };

/** Labels and tones are ours; the spec names only the four values. */
export function concernsPageBadge(status: ConcernsPageStatus): ConcernStatusBadge {
  switch (status) {
    case 'in_progress':
      return { label: 'In Progress', tone: 'caution' };
    case 'resolved':
      return { label: 'Resolved', tone: 'positive' };
    case 'open':
      return { label: 'Open', tone: 'info' };
    case 'closed':
      return { label: 'Closed', tone: 'neutral' };
  }
}

/**
 * spec: Recent Concerns shows "a badge, In Progress or Resolved" — only two labels, so every
 * status that is not active reads Resolved there; 'other' is greyed because the overview does
 * not read it.
 */
export function overviewBadge(status: OverviewConcernStatus): ConcernStatusBadge {
  switch (status) {
    case 'active':
      return { label: 'In Progress', tone: 'caution' };
    case 'resolved':
    case 'completed':
      return { label: 'Resolved', tone: 'positive' };
    case 'other':
      return { label: 'Resolved', tone: 'neutral' };
  }
}

export type OverviewConcernCounts = { completed: number; active: number };

/**
 * The overview's 'Completed Concerns' and 'Active Concerns' cards, by the overview's reading:
 * active is status 0; completed is 1 (Resolved) and 2 (completed), both being done. Statuses the
 * overview does not read (3 and above) count in neither card.
 */
export function overviewConcernCounts(concerns: readonly { status: number }[]): OverviewConcernCounts {
  const counts: OverviewConcernCounts = { completed: 0, active: 0 };
  for (const { status } of concerns) {
    switch (concernStatusOnOverview(status)) {
      case 'active':
        counts.active += 1;
        break;
      case 'resolved':
      case 'completed':
        counts.completed += 1;
        break;
      case 'other':
        break;
    }
  }
  return counts;
}
