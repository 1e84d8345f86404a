import type { ReactNode } from 'react';
import { Card } from '../../../components/Card/Card';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Table, type TableColumn } from '../../../components/Table/Table';
import * as shared from '../shared.css';

export type AdminTablePageProps<Row extends { id: string | number }> = {
  heading: string;
  subtitle?: string;
  /** The page's main action, e.g. 'Add Service'. */
  action?: ReactNode;
  /** Above the table inside its card, e.g. a search box. */
  toolbar?: ReactNode;
  tableLabel: string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  renderCell: (row: Row, columnId: string) => ReactNode;
  status: LoadStatus;
  loadingText: string;
  emptyText: string;
  /** What could not be loaded, as a sentence, with 'Try again'. */
  failedTitle: string;
  onRetry: () => void;
  /** The page's dialogs. */
  children?: ReactNode;
};

/** The frame of every admin list: heading and action, then the table, its loading, empty and failed states. */
export function AdminTablePage<Row extends { id: string | number }>({
  heading,
  subtitle,
  action,
  toolbar,
  tableLabel,
  columns,
  rows,
  renderCell,
  status,
  loadingText,
  emptyText,
  failedTitle,
  onRetry,
  children,
}: AdminTablePageProps<Row>) {
  return (
    <div className={shared.page}>
      <div className={shared.pageHeader}>
        <div>
          <h1 className={shared.pageHeading}>{heading}</h1>
          {subtitle ? <p className={shared.pageSubtitle}>{subtitle}</p> : null}
        </div>
        {action}
      </div>
      <Card>
        {toolbar}
        {status === 'failed' ? (
          <LoadFailed title={failedTitle} onRetry={onRetry} />
        ) : (
          <Table
            aria-label={tableLabel}
            columns={columns}
            rows={rows}
            renderCell={renderCell}
            isLoading={status === 'loading'}
            loadingText={loadingText}
            emptyText={emptyText}
          />
        )}
      </Card>
      {children}
    </div>
  );
}
