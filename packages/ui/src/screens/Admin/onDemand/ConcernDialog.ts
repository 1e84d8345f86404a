import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const ConcernDialog = onFirstOpen(() =>
  import('../ConcernDialog/ConcernDialog').then((module) => module.ConcernDialog),
);
