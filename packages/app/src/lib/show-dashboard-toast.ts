import type { DashboardToast } from '@injury-assist/flows/concerns';
import { showToast } from '@injury-assist/ui';

/** Shows a toast a dashboard machine emitted; success toasts carry their own 2-second timeout. */
export function showDashboardToast({ tone, message, timeout }: DashboardToast): void {
  showToast(timeout === undefined ? { title: message, tone } : { title: message, tone, timeout });
}
