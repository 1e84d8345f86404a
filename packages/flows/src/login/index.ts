export { type LoginUser, loginMachine, loginMessages, type SignInInput, type SignInOutput } from './loginMachine';
export { parseStoredSession, type StoredSession } from './storedSession';
