/** Concern tickets (spec customer-and-access §3, §4, §9). */
export const concernPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type ConcernPriority = (typeof concernPriorities)[number];

/** spec: "Priority values: low, medium, high, urgent, default low." */
export const DEFAULT_CONCERN_PRIORITY: ConcernPriority = 'low';

export function isConcernPriority(value: string): value is ConcernPriority {
  return concernPriorities.some((priority) => priority === value);
}

/**
 * A concern's status is a number the two screens read differently (spec §4): "The meaning of 2
 * therefore differs between the screens; both readings are to be kept."
 */
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

export const overviewConcernStatuses = ['active', 'resolved', 'completed', 'other'] as const;
export type OverviewConcernStatus = (typeof overviewConcernStatuses)[number];

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

/** What an administrator's blank reply to a concern is answered with (form and server). */
export const WRITE_A_REPLY = 'Please write a reply before sending it.';
