import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

/**
 * `LocationFormDialog`, loaded on its first opening (issue 22): the Business Profile opens it only
 * after Add location or Change address, and it brought React Aria's modal with the page.
 */
export const OnDemandLocationFormDialog = onFirstOpen(() =>
  import('./LocationFormDialog').then((module) => module.LocationFormDialog),
);
