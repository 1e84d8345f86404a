import { yourDataMachine } from '@injury-assist/flows/account';
import { SUCCESS_TOAST_TIMEOUT_MS } from '@injury-assist/flows/concerns';
import { showToast, YourData } from '@injury-assist/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { queryClient } from '../../lib/api/queries';
import { createFlow, FlowProvider } from '../../lib/flows/create-flow';
import { useSession } from '../../lib/session/session-context';
import { deleteMyAccount, exportMyData } from './your-data-api';

export const YourDataFlow = createFlow(
  yourDataMachine.provide({
    actors: {
      exportData: fromPromise(exportMyData),
      deleteAccount: fromPromise(({ input }) => deleteMyAccount(input)),
    },
  }),
);

export const ACCOUNT_DELETED_TOAST = 'Your account has been deleted.';

function YourDataCard({ accountKind }: { accountKind: 'customer' | 'provider' }) {
  const snapshot = YourDataFlow.useSelector((state) => state);
  const actor = YourDataFlow.useActorRef();
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    const deleted = actor.on('account.deleted', () => {
      // The account's sessions ended with it: nothing of what it read is kept for whoever comes next.
      queryClient.clear();
      signOut();
      showToast({ title: ACCOUNT_DELETED_TOAST, tone: 'success', timeout: SUCCESS_TOAST_TIMEOUT_MS });
      navigate('/', { replace: true });
    });
    return () => deleted.unsubscribe();
  }, [actor, signOut, navigate]);
  const { context } = snapshot;
  return (
    <YourData
      accountKind={accountKind}
      isExporting={snapshot.matches({ download: 'exporting' })}
      exportError={context.exportError}
      onExport={() => actor.send({ type: 'export' })}
      isDeleteOpen={!snapshot.matches({ deletion: 'closed' })}
      password={context.password}
      code={context.code}
      deleteError={context.deleteError}
      isDeleting={snapshot.matches({ deletion: 'deleting' }) || snapshot.matches({ deletion: 'deleted' })}
      onDeleteOpen={() => actor.send({ type: 'delete.open' })}
      onDeleteCancel={() => actor.send({ type: 'delete.cancel' })}
      onPasswordChange={(value) => actor.send({ type: 'password.change', value })}
      onCodeChange={(value) => actor.send({ type: 'code.change', value })}
      onDeleteConfirm={() => actor.send({ type: 'delete.confirm' })}
    />
  );
}

/** Download my data and Delete account (issue 26), for the customer's Profile and the provider's Settings. */
export function YourDataSection({ accountKind }: { accountKind: 'customer' | 'provider' }) {
  return (
    <FlowProvider flow={YourDataFlow}>
      <YourDataCard accountKind={accountKind} />
    </FlowProvider>
  );
}
