import type { components } from '@injury-assist/contract';
import { concernStatusOnConcernsPage } from '@injury-assist/domain';
import { concernFieldErrors, concernMessages, concernsPageBadge } from '@injury-assist/flows/concerns';
import { type ConcernItem, Concerns } from '@injury-assist/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FlowProvider } from '../../../lib/flows/create-flow';
import { loadStatus } from '../../../lib/load-status';
import { useOpenedOnce } from '../../../lib/page/use-opened-once';
import { useSignedInUser } from '../../../lib/session/session-context';
import { showDashboardToast } from '../../../lib/show-dashboard-toast';
import { useConcerns, useRefreshConcerns } from '../customer-reads';
import { formatDay } from '../format-day';
import { RaiseConcernFlow } from './concern-flow';

const RaiseConcernDialog = lazy(() => import('./raise-concern-dialog'));

/** A ticket as the list answers it: with our team's replies, oldest first. */
type ConcernTicket = components['schemas']['ConcernTicket'];

function toItem(ticket: ConcernTicket): ConcernItem {
  // spec: on this page status 2 reads 'open' (the overview reads it as completed).
  const badge = concernsPageBadge(concernStatusOnConcernsPage(ticket.status));
  return {
    id: ticket.id,
    title: ticket.title,
    description: ticket.description,
    priority: ticket.priority,
    statusLabel: badge.label,
    statusTone: badge.tone,
    createdAt: formatDay(ticket.created_at),
    replies: ticket.replies.map((reply) => ({ id: reply.id, body: reply.body, sentAt: formatDay(reply.created_at) })),
  };
}

function ConcernsScreen() {
  const concerns = useConcerns();
  const refreshConcerns = useRefreshConcerns();
  const actor = RaiseConcernFlow.useActorRef();
  const snapshot = RaiseConcernFlow.useSelector((state) => state);
  // After a refused submit each empty field says so, and the dialog focuses the first.
  const [isRefused, setRefused] = useState(false);
  useEffect(() => {
    const toasts = actor.on('toast', (toast) => {
      if (toast.message === concernMessages.fillAllFields) setRefused(true);
      showDashboardToast(toast);
    });
    // spec §4: the list refreshes 2.3 s after a concern is raised.
    const refresh = actor.on('concerns.refresh', refreshConcerns);
    return () => {
      toasts.unsubscribe();
      refresh.unsubscribe();
    };
  }, [actor, refreshConcerns]);

  const { form } = snapshot.context;
  const isOpen = snapshot.matches({ modal: 'open' });
  useEffect(() => {
    if (!isOpen) setRefused(false);
  }, [isOpen]);
  const isDialogShown = useOpenedOnce(isOpen);
  return (
    <>
      <Concerns
        status={loadStatus(concerns)}
        concerns={(concerns.data?.tickets ?? []).map(toItem)}
        onRetry={() => void concerns.refetch()}
        onRaise={() => actor.send({ type: 'concern.open' })}
      />
      <Suspense fallback={null}>
        {isDialogShown && (
          <RaiseConcernDialog
            isOpen={isOpen}
            values={form}
            errors={isRefused ? concernFieldErrors(form) : {}}
            isSubmitting={snapshot.matches({ modal: { open: 'submitting' } })}
            onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
            onCancel={() => actor.send({ type: 'concern.cancel' })}
            onOpenChange={(open) => !open && actor.send({ type: 'concern.cancel' })}
            onSubmit={() => actor.send({ type: 'form.submit' })}
          />
        )}
      </Suspense>
    </>
  );
}

export default function ConcernsPage() {
  const user = useSignedInUser();
  return (
    <FlowProvider flow={RaiseConcernFlow} options={{ input: { userId: user.id } }}>
      <ConcernsScreen />
    </FlowProvider>
  );
}
