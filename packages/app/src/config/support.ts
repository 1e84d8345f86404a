/** Support contacts shown on the login, payment and dashboard screens. */
export const SUPPORT_EMAIL = 'support@injury-assist.test';
export const SUPPORT_PHONE = '+1 (800) 555-0199';
