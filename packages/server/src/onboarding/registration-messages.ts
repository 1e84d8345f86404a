// The sentences API v1 answers the provider registration wizard with, in one place so handlers,
// the contract's examples and the tests agree.

export const EMAIL_VERIFIED = 'Your email is verified.';
export const SPECIALTY_UNKNOWN = 'Please choose a category, subcategory and service from the lists.';
export const REGISTRATION_TOKEN_INVALID = 'Your registration could not be found. Please start again.';
export const REGISTRATION_COMPLETE = 'This registration is complete. Please sign in at /provider-login.';
export const EMAIL_FIXED = 'The verified e-mail address cannot be changed. Please start a new registration instead.';
export const LOCATIONS_REFUSED = 'Please check the highlighted locations.';
export const LOCATIONS_FIRST = 'Please add your business locations before choosing a plan.';
export const BASE_PLAN_NEEDED = 'Please choose a base plan, such as Basic or Professional.';
export const ADDON_UNKNOWN = 'Please choose add-ons from the plan list.';
export const PAYMENT_PENDING = 'Your payment is still being confirmed. Please try again in a moment.';
export const CHECKOUT_NOT_FOUND = 'We could not find that payment.';

export const duplicateAddress = (first: number) => `This address is already location ${first}.`;
