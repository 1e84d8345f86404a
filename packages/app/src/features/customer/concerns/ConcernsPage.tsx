import { type ConcernPriority, concernStatusOnConcernsPage } from '@injury-assist/domain';
import { type ConcernTicket, concernsPageBadge, raiseConcernMachine } from '@injury-assist/flows';
import { type ConcernItem, Concerns, RaiseConcernDialog } from '@injury-assist/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useSignedInUser } from '../../../lib/session/session-context';
import { formatDay } from '../format-day';
import { showDashboardToast } from '../show-dashboard-toast';
import { listConcerns, raiseConcern } from './concerns-api';

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
  };
}

export default function ConcernsPage() {
  const user = useSignedInUser();
  const [tickets, setTickets] = useState<ConcernTicket[] | null>(null);
  const reload = useCallback(() => {
    listConcerns(user.id)
      .then(setTickets)
      .catch(() => setTickets((current) => current ?? []));
  }, [user.id]);
  useEffect(reload, [reload]);

  const machine = useMemo(
    () =>
      raiseConcernMachine.provide({
        actors: { raiseConcern: fromPromise(({ input }) => raiseConcern(user.id, input)) },
      }),
    [user.id],
  );
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);
  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    const refresh = actor.on('concerns.refresh', reload);
    return () => {
      toasts.unsubscribe();
      refresh.unsubscribe();
    };
  }, [actor, reload]);

  const { form } = snapshot.context;
  return (
    <>
      <Concerns
        concerns={(tickets ?? []).map(toItem)}
        isLoading={tickets === null}
        onRaise={() => actor.send({ type: 'concern.open' })}
      />
      <RaiseConcernDialog
        isOpen={snapshot.matches({ modal: 'open' })}
        values={{ title: form.title, description: form.description, priority: form.priority || 'low' }}
        isSubmitting={snapshot.matches({ modal: { open: 'submitting' } })}
        onFieldChange={(field, value) =>
          field === 'priority'
            ? actor.send({ type: 'field.change', field, value: value as ConcernPriority })
            : actor.send({ type: 'field.change', field, value: value as string })
        }
        onCancel={() => actor.send({ type: 'concern.cancel' })}
        onOpenChange={(open) => !open && actor.send({ type: 'concern.cancel' })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
      />
    </>
  );
}
