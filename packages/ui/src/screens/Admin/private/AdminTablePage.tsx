import type { ListSort } from '@injury-assist/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { Icon } from '../../../components/Icon/Icon';
import { Pager, type PagerProps } from '../../../components/Pager/Pager';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Table, type TableColumn, type TableSelection } from '../../../components/Table/Table';
import { TextField } from '../../../components/TextField/TextField';
import * as shared from '../shared.css';
import { BulkActionBar } from './BulkActionBar';

/**
 * A list paged and searched on the server: the search box's text and the pager under the table;
 * the order its sortable headings set; and an 'Export CSV' button for every row the search matches.
 */
export type AdminListPaging = {
  search: string;
  onSearchChange: (search: string) => void;
  pager: Omit<PagerProps, 'label'>;
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort) => void;
  onExport?: () => void;
  isExporting?: boolean;
};

/** Ticked rows and what can be done to all of them at once (the bar's buttons). */
export type AdminListSelection<Row> = Omit<TableSelection<Row>, 'Checkbox'> & { bulkActions: ReactNode };

export type AdminTablePageProps<Row extends { id: string | number }> = {
  heading: string;
  subtitle?: string;
  /** The page's main action, e.g. 'Add Service'. */
  action?: ReactNode;
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
  /** Given, the list has a search box (with this label and placeholder) and a pager. */
  paging?: AdminListPaging & { searchLabel: string; searchPlaceholder: string };
  /** Given, each row has a tick and a bar over the table offers the bulk actions for those ticked. */
  selection?: AdminListSelection<Row>;
  /** Filters beside the search box, e.g. a status select. */
  filters?: ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
};

/** The frame of every admin list: heading and action, search, the table with its states, the pager. */
export function AdminTablePage<Row extends { id: string | number }>({
  heading,
  subtitle,
  action,
  tableLabel,
  columns,
  rows,
  renderCell,
  status,
  loadingText,
  emptyText,
  failedTitle,
  onRetry,
  paging,
  selection,
  filters,
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
        {paging ? (
          <div className={shared.listTools}>
            <div className={shared.search}>
              <TextField
                label={paging.searchLabel}
                placeholder={paging.searchPlaceholder}
                value={paging.search}
                onChange={paging.onSearchChange}
                name="search"
              />
            </div>
            {filters}
            {paging.onExport ? (
              <div className={shared.exportButton}>
                <Button
                  variant="secondary"
                  size="small"
                  icon={<Icon name="download" size={16} />}
                  onPress={paging.onExport}
                  loading={paging.isExporting ?? false}
                  isDisabled={status !== 'loaded'}
                >
                  Export CSV
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
        {selection && selection.selected.size > 0 ? (
          <BulkActionBar count={selection.selected.size} onClear={() => selection.onSelectionChange(new Set())}>
            {selection.bulkActions}
          </BulkActionBar>
        ) : null}
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
            {...(paging?.onSortChange ? { sort: paging.sort ?? null, onSortChange: paging.onSortChange } : {})}
            {...(selection ? { selection: { ...selection, Checkbox } } : {})}
          />
        )}
        {paging && status === 'loaded' && rows.length > 0 ? (
          <Pager label={`${tableLabel} pages`} {...paging.pager} />
        ) : null}
      </Card>
      {children}
    </div>
  );
}
