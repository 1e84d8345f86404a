import {
  type ConcernPriority,
  concernStatusOnConcernsPage,
  concernsPageStatuses,
  isConcernPriority,
  WRITE_A_REPLY,
} from '@injury-assist/domain';
import { concernsPageBadge } from '@injury-assist/flows/concerns';
import {
  type AdminConcernDetails,
  type AdminConcernRow,
  AdminConcerns,
  ConcernDialog,
  type ConcernFilterValue,
} from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatLongDate } from '../../../lib/long-dates';
import type { AdminConcernAnswer, AdminConcernRowAnswer, ConcernFilters } from '../admin-data';
import { useAdminData } from '../admin-data-context';
import { adminKeys, useAdminAction, useAdminList, useAdminRead } from '../admin-queries';
import { CONCERN_PARAM } from '../notification-links';

/**
 * How often the list is read again while it is shown, so a status another admin changed in
 * another tab shows (concerns are read through API v1, which has no realtime channel).
 */
export const CONCERNS_REFRESH_MS = 15_000;

/** The stored status numbers in order (0 in progress … 3 closed), named as the customer's page reads them. */
const statusOptions = concernsPageStatuses.map((status, number) => ({
  id: String(number),
  name: concernsPageBadge(status).label,
}));

const badgeOf = (status: number) => concernsPageBadge(concernStatusOnConcernsPage(status));

const dateTime = (iso: string) =>
  `${formatLongDate(iso)} at ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

const toRow = (row: AdminConcernRowAnswer): AdminConcernRow => ({
  id: row.id,
  title: row.title,
  customer: row.customer_name?.trim() || row.customer_email,
  customerEmail: row.customer_email,
  priority: row.priority,
  statusLabel: badgeOf(row.status).label,
  statusTone: badgeOf(row.status).tone,
  raised: formatLongDate(row.created_at),
  replyCount: row.reply_count,
});

const toDetails = (concern: AdminConcernAnswer): AdminConcernDetails => ({
  title: concern.title,
  description: concern.description,
  customer: concern.customer_name?.trim() || concern.customer_email,
  customerEmail: concern.customer_email,
  priority: concern.priority,
  raised: formatLongDate(concern.created_at),
  status: String(concern.status),
  replies: concern.replies.map((reply) => ({ id: reply.id, body: reply.body, sent: dateTime(reply.created_at) })),
});

const filtersOf = (status: ConcernFilterValue, priority: ConcernFilterValue): ConcernFilters => ({
  status: status === 'all' ? null : Number(status),
  priority: isConcernPriority(priority) ? (priority satisfies ConcernPriority) : null,
});

/** /admin/concerns: customers' concerns, urgent first; open one to change its status or reply. */
export default function ConcernsPage() {
  // The open concern lives in the address, so the urgent-concern bell item can link to it (?concern=<id>).
  const [params, setParams] = useSearchParams();
  const openedId = Number(params.get(CONCERN_PARAM)) || null;
  const setOpened = (id: number | null) =>
    setParams(id === null ? {} : { [CONCERN_PARAM]: String(id) }, { replace: id === null });
  const [statusFilter, setStatusFilter] = useState<ConcernFilterValue>('all');
  const [priorityFilter, setPriorityFilter] = useState<ConcernFilterValue>('all');
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const filters = filtersOf(statusFilter, priorityFilter);

  const concerns = useAdminList(
    [...adminKeys.concerns, filters.status, filters.priority],
    (data, query) => data.concerns({ ...query, ...filters }),
    'Error loading concerns',
    {
      exportCsv: { name: 'concerns', read: (data, query) => data.exportConcernsCsv(query, filters) },
      filters,
    },
  );
  // Each read of one concern is a look the server records in the audit log: it is read when opened,
  // and what a change answers replaces it, rather than reading it again.
  const concern = useAdminRead(adminKeys.concern(openedId ?? 0), (data) => data.concern(openedId ?? 0), null, {
    enabled: openedId !== null,
  });

  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: adminKeys.concerns }),
      CONCERNS_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [queryClient]);
  const data = useAdminData();
  const keep = (answer: AdminConcernAnswer) => queryClient.setQueryData(adminKeys.concern(answer.id), answer);

  const changeStatus = useAdminAction<{ id: number; status: number }>({
    run: async (_data, { id, status }) => void keep(await data.setConcernStatus(id, status)),
    success: ({ status }) => ({ title: 'Concern updated', description: `Status set to ${badgeOf(status).label}.` }),
    errorTitle: 'Error updating concern',
    refresh: [adminKeys.concerns],
  });
  const setStatuses = useAdminAction<{ ids: number[]; status: number; changed?: number }>({
    run: async (data, change) => {
      change.changed = await data.setConcernsStatus(change.ids, change.status);
    },
    success: ({ status, changed = 0 }) => ({
      title: 'Concerns updated',
      description: `${changed === 1 ? '1 concern' : `${changed} concerns`} set to ${badgeOf(status).label}.`,
    }),
    errorTitle: 'Error updating concerns',
    refresh: [adminKeys.concerns],
    onDone: concerns.clearSelection,
  });
  const sendReply = useAdminAction<{ id: number; body: string }>({
    run: async (_data, { id, body }) => void keep(await data.replyToConcern(id, body)),
    success: () => ({ title: 'Reply sent', description: 'The customer receives it by e-mail.' }),
    errorTitle: 'Error sending reply',
    refresh: [adminKeys.concerns],
    onDone: () => setReply(''),
  });

  return (
    <>
      <AdminConcerns
        concerns={concerns.rows.map(toRow)}
        status={concerns.status}
        onRetry={concerns.retry}
        paging={concerns.paging}
        statusOptions={statusOptions}
        statusFilter={statusFilter}
        onStatusFilterChange={setStatusFilter}
        priorityFilter={priorityFilter}
        onPriorityFilterChange={setPriorityFilter}
        onOpen={(id) => {
          setReply('');
          setReplyError(undefined);
          setOpened(id);
        }}
        selected={concerns.selection.selected}
        onSelectionChange={concerns.selection.onSelectionChange}
        onSetStatus={(ids, status) => setStatuses.mutate({ ids, status: Number(status) })}
        settingStatus={setStatuses.isPending ? String(setStatuses.variables?.status) : null}
      />
      <ConcernDialog
        isOpen={openedId !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpened(null);
        }}
        status={openedId ? concern.status : 'loading'}
        concern={openedId && concern.data ? toDetails(concern.data) : null}
        onRetry={concern.retry}
        statusOptions={statusOptions}
        onStatusChange={(status) => {
          if (openedId) changeStatus.mutate({ id: openedId, status: Number(status) });
        }}
        isChangingStatus={changeStatus.isPending}
        reply={reply}
        onReplyChange={(text) => {
          setReply(text);
          setReplyError(undefined);
        }}
        onSendReply={() => {
          if (!reply.trim()) return setReplyError(WRITE_A_REPLY);
          if (openedId) sendReply.mutate({ id: openedId, body: reply });
        }}
        isSendingReply={sendReply.isPending}
        replyError={replyError}
      />
    </>
  );
}
