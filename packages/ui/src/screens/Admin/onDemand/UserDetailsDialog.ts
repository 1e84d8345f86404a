import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const UserDetailsDialog = onFirstOpen(() =>
  import('../UserDetailsDialog/UserDetailsDialog').then((module) => module.UserDetailsDialog),
);
