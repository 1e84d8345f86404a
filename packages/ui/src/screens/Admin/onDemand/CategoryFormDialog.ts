import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const CategoryFormDialog = onFirstOpen(() =>
  import('../CategoryFormDialog/CategoryFormDialog').then((module) => module.CategoryFormDialog),
);
