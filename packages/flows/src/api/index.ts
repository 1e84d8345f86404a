export { apiErrorReaction } from './apiErrorToast';
