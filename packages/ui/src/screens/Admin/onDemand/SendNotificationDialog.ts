import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const SendNotificationDialog = onFirstOpen(() =>
  import('../SendNotificationDialog/SendNotificationDialog').then((module) => module.SendNotificationDialog),
);
