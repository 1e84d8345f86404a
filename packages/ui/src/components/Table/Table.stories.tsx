import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPhoneFrame } from '../../storybook/withPhoneFrame';
import { Badge } from '../Badge/Badge';
import { Table, type TableProps } from './Table';

type UserRow = { id: string; name: string; email: string; type: string; verified: boolean };

const users: UserRow[] = [
  { id: 'u1', name: 'Casey Customer', email: 'customer@demo.test', type: 'customer', verified: true },
  { id: 'u2', name: 'Pat Provider', email: 'provider@demo.test', type: 'provider', verified: false },
  { id: 'u3', name: 'Alex Admin', email: 'admin@demo.test', type: 'admin', verified: true },
];

const columns = [
  { id: 'name', name: 'Name', isRowHeader: true },
  { id: 'email', name: 'E-mail' },
  { id: 'type', name: 'Type' },
  { id: 'status', name: 'Status' },
];

function renderCell(row: UserRow, columnId: string) {
  switch (columnId) {
    case 'name':
      return row.name;
    case 'email':
      return row.email;
    case 'type':
      return <Badge tone="brand">{row.type}</Badge>;
    default:
      return <Badge tone={row.verified ? 'positive' : 'caution'}>{row.verified ? 'Verified' : 'Unverified'}</Badge>;
  }
}

const UserTable = (props: TableProps<UserRow>) => <Table<UserRow> {...props} />;

const meta = {
  title: 'Components/Table',
  component: UserTable,
  args: { 'aria-label': 'Users', columns, rows: users, renderCell, emptyText: 'No users found' },
} satisfies Meta<typeof UserTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: 'Pat Provider' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingText: 'Loading users...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading users...' })).toBeVisible();
  },
};

export const CardsAtPhoneWidth: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('table', { name: 'Users' });
    // Still one grid with its column headers for a screen reader, but nothing scrolls sideways.
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(4);
    const frame = grid.parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const pat = within(canvas.getAllByRole('row')[2] as HTMLElement);
    await expect(pat.getByText('provider@demo.test')).toBeVisible();
    await expect(pat.getByText('E-mail')).toBeVisible();
  },
};
