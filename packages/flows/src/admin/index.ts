export { type GatewayError, gatewayErrorSentence } from './gatewayErrorSentence';
export { seoChecks } from './seoChecks';
export {
  type CategoryForm,
  type CategoryPayload,
  type EventForm,
  type EventPayload,
  type NotificationForm,
  type SeoForm,
  type SeoPayload,
  type ServiceForm,
  type ServicePayload,
  validateCategory,
  validateContent,
  validateEvent,
  validateNotification,
  validateSeo,
  validateService,
} from './validateAdminForms';
