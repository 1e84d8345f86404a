import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const ContentEditorDialog = onFirstOpen(() =>
  import('../ContentEditorDialog/ContentEditorDialog').then((module) => module.ContentEditorDialog),
);
