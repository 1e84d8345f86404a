import { assign, emit, fromPromise, setup } from 'xstate';
import { serverMessage } from '../login/serverMessage';

/** What the deletion call answers: done, or refused with the server's sentence. */
export type AccountDeletionResult =
  | { deleted: true }
  /** A wrong password, or the sign-in step-up: `codeRequired` opens the code field. */
  | { deleted: false; message: string; codeRequired: boolean };

export const yourDataMessages = {
  exportFailed: 'We could not prepare your data. Please try again.',
  deleteFailed: 'We could not delete your account. Please try again.',
  passwordRequired: 'Enter your password to delete your account.',
} as const;

export type YourDataContext = {
  password: string;
  /** Null until the server asks for the mailed code. */
  code: string | null;
  exportError: string | null;
  deleteError: string | null;
};

export type YourDataEvent =
  | { type: 'export' }
  | { type: 'delete.open' }
  | { type: 'delete.cancel' }
  | { type: 'password.change'; value: string }
  | { type: 'code.change'; value: string }
  | { type: 'delete.confirm' };

/**
 * Download my data and Delete my account (issue 26). The download runs while the card stays usable;
 * the deletion asks for the password in a dialog, then, if the address is in sign-in step-up,
 * for the mailed code too. A deleted account emits `account.deleted` and the app signs out.
 */
export const yourDataMachine = setup({
  types: {
    context: {} as YourDataContext,
    events: {} as YourDataEvent,
    emitted: {} as { type: 'account.deleted' },
  },
  actors: {
    exportData: fromPromise<void>(async () => {
      throw new Error('exportData is provided by the app');
    }),
    deleteAccount: fromPromise<AccountDeletionResult, { password: string; code: string | null }>(async () => {
      throw new Error('deleteAccount is provided by the app');
    }),
  },
  guards: {
    hasPassword: ({ context }) => context.password !== '',
  },
}).createMachine({
  id: 'yourData',
  context: { password: '', code: null, exportError: null, deleteError: null },
  type: 'parallel',
  states: {
    download: {
      initial: 'idle',
      states: {
        idle: { on: { export: { target: 'exporting', actions: assign({ exportError: null }) } } },
        exporting: {
          invoke: {
            src: 'exportData',
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({
                exportError: serverMessage(event.error) ?? yourDataMessages.exportFailed,
              })),
            },
          },
        },
      },
    },
    deletion: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'delete.open': { target: 'editing', actions: assign({ password: '', code: null, deleteError: null }) },
          },
        },
        editing: {
          on: {
            'delete.cancel': 'closed',
            'password.change': { actions: assign(({ event }) => ({ password: event.value })) },
            'code.change': { actions: assign(({ event }) => ({ code: event.value })) },
            'delete.confirm': [
              { guard: 'hasPassword', target: 'deleting' },
              { actions: assign({ deleteError: yourDataMessages.passwordRequired }) },
            ],
          },
        },
        deleting: {
          invoke: {
            src: 'deleteAccount',
            input: ({ context }) => ({ password: context.password, code: context.code }),
            onDone: [
              { guard: ({ event }) => event.output.deleted, target: 'deleted' },
              {
                target: 'editing',
                actions: assign(({ event, context }) =>
                  event.output.deleted
                    ? {}
                    : {
                        deleteError: event.output.message,
                        code: event.output.codeRequired ? (context.code ?? '') : context.code,
                      },
                ),
              },
            ],
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({
                deleteError: serverMessage(event.error) ?? yourDataMessages.deleteFailed,
              })),
            },
          },
        },
        deleted: { type: 'final', entry: emit({ type: 'account.deleted' }) },
      },
    },
  },
});
