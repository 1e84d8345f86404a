import { localCalendarDate } from '@injury-assist/domain';
import { pagerView } from '@injury-assist/flows/paging';
import { Audit, type AuditFilterValues, noAuditFilters, showToast } from '@injury-assist/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useClock } from '../../../lib/clock/clock-context';
import { downloadFile } from '../../../lib/download-file';
import { useAdminData } from '../admin-data-context';
import { adminKeys, loadStatusOf, useAdminRead } from '../admin-queries';
import { auditCsv, auditFileName, auditRecordKinds, toAuditRow } from '../audit-format';

/**
 * /admin/audit: the audit log newest first, a page at a time from the server, filtered by person,
 * action, record and days; the export downloads every line the filters match.
 */
export default function AuditPage() {
  const data = useAdminData();
  const clock = useClock();
  const [query, setQuery] = useState({ page: 0, filter: noAuditFilters });
  const log = useAdminRead([...adminKeys.audit, query], (admin) => admin.auditLog(query), 'Error loading audit log', {
    keepPrevious: true,
  });
  // Lines of another filter may be lines this one leaves out: they show as loading until it answers.
  // Paging keeps the filter object, so another page of the same filter keeps its lines meanwhile.
  const answeredFilter = useRef(query.filter);
  if (log.data !== undefined && !log.isPlaceholderData) answeredFilter.current = query.filter;
  const shown = log.isPlaceholderData && answeredFilter.current !== query.filter ? undefined : log.data;
  const { summary, hasPrevious, hasNext } = pagerView(query.page, shown?.total ?? 0);
  const exporting = useMutation({
    mutationFn: async (filter: AuditFilterValues) => {
      const lines = await data.auditExport(filter);
      downloadFile(auditFileName(filter, localCalendarDate(clock.now())), auditCsv(lines), 'text/csv;charset=utf-8');
    },
    onError: (error) => showToast({ title: 'Error exporting audit log', description: error.message, tone: 'critical' }),
  });
  return (
    <Audit
      rows={(shown?.rows ?? []).map(toAuditRow)}
      status={shown ? log.status : loadStatusOf({ ...log, data: undefined })}
      onRetry={log.retry}
      pager={{
        summary,
        hasPrevious,
        hasNext,
        onPrevious: () => setQuery((current) => ({ ...current, page: Math.max(0, current.page - 1) })),
        onNext: () => setQuery((current) => ({ ...current, page: current.page + 1 })),
      }}
      filters={query.filter}
      onFiltersChange={(filter) => setQuery({ page: 0, filter })}
      recordKinds={auditRecordKinds}
      onExport={() => exporting.mutate(query.filter)}
      isExporting={exporting.isPending}
      renderLink={(href, children) => <Link to={href}>{children}</Link>}
    />
  );
}
