import type { ToastTone } from '@injury-assist/domain';

/** spec customer-and-access §8, §9: "Success toasts on the customer screens close after 2 seconds." */
export const SUCCESS_TOAST_TIMEOUT_MS = 2000;

/**
 * A toast the customer dashboard's machines emit. `timeout` is set on success toasts only; the
 * others keep the app's 5-second default.
 */
export type DashboardToast = { type: 'toast'; tone: ToastTone; message: string; timeout?: number };
