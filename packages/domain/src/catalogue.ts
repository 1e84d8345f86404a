/** The tones a toast comes in: the destructive one is filled red (see the README's design notes). */
export const toastTones = ['success', 'info', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

/** spec provider-and-admin §3, §9: "Event categories: health, education, wellness, support." */
export const eventCategories = ['health', 'education', 'wellness', 'support'] as const;
export type EventCategory = (typeof eventCategories)[number];

/**
 * The registration plans of provider-and-admin §9, by id: Basic, Professional, Premium, Enterprise,
 * the Boost Add-On and the Legal Specialty plan.
 */
export const planIds = ['basic', 'professional', 'premium', 'enterprise', 'boost', 'legal'] as const;
export type PlanId = (typeof planIds)[number];
