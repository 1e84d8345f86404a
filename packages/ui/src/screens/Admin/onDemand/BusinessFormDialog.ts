import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const BusinessFormDialog = onFirstOpen(() =>
  import('../Businesses/BusinessFormDialog').then((module) => module.BusinessFormDialog),
);
