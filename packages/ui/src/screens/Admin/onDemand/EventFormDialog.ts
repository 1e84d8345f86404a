import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const EventFormDialog = onFirstOpen(() =>
  import('../EventFormDialog/EventFormDialog').then((module) => module.EventFormDialog),
);
