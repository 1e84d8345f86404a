import { type ConcernPriority, DEFAULT_CONCERN_PRIORITY, isConcernPriority } from '@injury-assist/domain';

/** Concern tickets (spec customer-and-access §3, §5, §8). Messages are the spec's, verbatim. */

/** spec §3: id, user_id, title, description, priority, status (number), created_at. */
export type ConcernTicket = {
  id: number;
  user_id: string;
  title: string;
  description: string;
  priority: ConcernPriority;
  status: number;
  created_at: string;
};

export type ConcernForm = { title: string; description: string; priority: ConcernPriority | '' };
export type ConcernField = keyof ConcernForm;

export const concernMessages = {
  fillAllFields: 'Please fill in all fields',
  raised: 'Concern raised successfully',
  /** Ours: the spec leaves a failed raise unhandled; the server's message wins when there is one. */
  raiseFailed: 'Could not raise the concern. Please try again.',
} as const;

/**
 * What each empty field of a refused concern says beside it (ours: the spec's only message is the
 * toast), so the form can mark it and focus the first.
 */
export function concernFieldErrors({
  title,
  description,
  priority,
}: ConcernForm): Partial<Record<ConcernField, string>> {
  return {
    ...(title.trim() ? {} : { title: 'Title is required' }),
    ...(description.trim() ? {} : { description: 'Description is required' }),
    ...(isConcernPriority(priority) ? {} : { priority: 'Priority is required' }),
  };
}

/** spec: "title, description and priority are all required, otherwise 'Please fill in all fields'." */
export function validateConcern(form: ConcernForm): string | null {
  return Object.keys(concernFieldErrors(form)).length > 0 ? concernMessages.fillAllFields : null;
}

/** The raise_concern body (spec §3). */
export type RaiseConcernInput = { user_id: string; title: string; description: string; priority: ConcernPriority };

/**
 * The raise_concern body, trimmed. Called once `validateConcern` has passed; a priority that is
 * not one of the four (which that check refuses) falls back to the default to keep the type.
 */
export function toRaiseConcernInput(userId: string, form: ConcernForm): RaiseConcernInput {
  return {
    user_id: userId,
    title: form.title.trim(),
    description: form.description.trim(),
    priority: isConcernPriority(form.priority) ? form.priority : DEFAULT_CONCERN_PRIORITY,
  };
}
