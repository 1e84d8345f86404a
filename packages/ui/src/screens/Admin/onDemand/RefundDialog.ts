import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const RefundDialog = onFirstOpen(() =>
  import('../RefundDialog/RefundDialog').then((module) => module.RefundDialog),
);
