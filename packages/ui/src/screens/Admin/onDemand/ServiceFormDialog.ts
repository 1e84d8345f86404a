import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const ServiceFormDialog = onFirstOpen(() =>
  import('../ServiceFormDialog/ServiceFormDialog').then((module) => module.ServiceFormDialog),
);
