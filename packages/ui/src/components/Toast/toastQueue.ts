import type { ToastTone } from '@injury-assist/domain';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** spec: toasts stay 5 seconds unless a toast asks for its own duration. */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

export type ToastContent = { title: string; description?: string; tone: ToastTone };
export type ToastOptions = { title: string; description?: string; tone?: ToastTone; timeout?: number };
export type AppToastQueue = ToastQueue<ToastContent>;

export function createToastQueue(): AppToastQueue {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });
}

/** The app's one queue; a ToastRegion at the root shows it. */
export const toastQueue = createToastQueue();

const sameContent = (a: ToastContent, b: ToastContent) =>
  a.title === b.title && a.description === b.description && a.tone === b.tone;

/**
 * Shows a toast; returns a function that closes it early. A toast that says exactly what one on
 * screen already says is not stacked under it: two pages failing on the same read, or one write
 * answered twice, would otherwise show the same sentence twice.
 */
export function showToast(
  { title, description, tone = 'info', timeout = DEFAULT_TOAST_TIMEOUT_MS }: ToastOptions,
  queue: AppToastQueue = toastQueue,
): () => void {
  const content: ToastContent = description === undefined ? { title, tone } : { title, description, tone };
  const showing = queue.visibleToasts.find((toast) => sameContent(toast.content, content));
  const key = showing?.key ?? queue.add(content, { timeout });
  return () => queue.close(key);
}
