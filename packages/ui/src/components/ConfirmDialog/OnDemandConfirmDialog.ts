import { onFirstOpen } from '../private/onDemand/onFirstOpen';

/**
 * `ConfirmDialog`, loaded on its first opening (issue 22): for the pages that show a confirmation
 * only after a press, which then do not load React Aria's modal with the page.
 */
export const OnDemandConfirmDialog = onFirstOpen(() =>
  import('./ConfirmDialog').then((module) => module.ConfirmDialog),
);
