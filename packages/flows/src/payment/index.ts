export { PAYMENT_SUCCESS_COUNTDOWN_SECONDS, paymentSuccessMachine, type StartedSession } from './paymentSuccessMachine';
