/**
 * Concern status is a number read differently by two screens (spec customer-and-access §4):
 * "The meaning of 2 therefore differs between the screens; both readings are to be kept."
 */

/** The badge tones of the design system's Badge this package uses (flows does not import ui). */
export type ConcernBadgeTone = 'caution' | 'positive' | 'info' | 'neutral';
export type ConcernStatusBadge = { label: string; tone: ConcernBadgeTone };

export const concernsPageStatuses = ['in_progress', 'resolved', 'open', 'closed'] as const;
export type ConcernsPageStatus = (typeof concernsPageStatuses)[number];

/** spec: "The concerns page maps 0 to in_progress, 1 to resolved, 2 to open and any other value to closed." */
export function concernStatusOnConcernsPage(status: number): ConcernsPageStatus {
  switch (status) {
    case 0:
      return 'in_progress';
    case 1:
      return 'resolved';
    case 2:
      // spec: concern status 2 reads 'open' on the concerns page and 'completed' on the overview
      return 'open';
    default:
      return 'closed';
  }
}

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

export const overviewStatuses = ['active', 'resolved', 'completed', 'other'] as const;
export type OverviewConcernStatus = (typeof overviewStatuses)[number];

/**
 * spec: "The overview treats 0 as active (In Progress), 1 as Resolved and 2 as completed." It
 * reads no other value; those are 'other' here.
 */
export function concernStatusOnOverview(status: number): OverviewConcernStatus {
  switch (status) {
    case 0:
      return 'active';
    case 1:
      return 'resolved';
    case 2:
      // spec: concern status 2 reads 'open' on the concerns page and 'completed' on the overview
      return 'completed';
    default:
      return 'other';
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
