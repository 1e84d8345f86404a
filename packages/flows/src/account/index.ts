export { type AccountDeletionResult, yourDataMachine } from './yourDataMachine';
