import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const ReasonDialog = onFirstOpen(() => import('../private/ReasonDialog').then((module) => module.ReasonDialog));
