export { type BoostOrder, boostMachine, boostRefusal } from './boostMachine';
export { busyCardId, EMPTY_CARD_FORM } from './paymentMethods';
export { type CardChange, type NewCardForm, paymentMethodsMachine } from './paymentMethodsMachine';
export { providerEventsMachine, type SaveEventInput } from './providerEventsMachine';
export {
  type PlanChangeOutput,
  type PlanChangeRequest,
  type SubscriptionsContext,
  subscriptionsMachine,
} from './subscriptionsMachine';
