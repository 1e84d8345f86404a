import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminServiceRow, Services } from './Services';

const services: AdminServiceRow[] = [
  {
    id: 12,
    name: 'Orthopedics',
    description: 'Bones, joints and the spine: fractures, torn ligaments, back pain.',
    category: 'Medical › Specialists',
    price: '$180.00',
    minutes: '45 min',
    isActive: true,
  },
  {
    id: 20,
    name: 'Car Accidents',
    description: 'A free case review with an injury attorney.',
    category: 'Legal › Personal Injury',
    price: '$0.00',
    minutes: '30 min',
    isActive: true,
  },
  {
    id: 31,
    name: 'Cognitive Rehabilitation',
    description: null,
    category: 'Healthcare Services › Rehabilitation',
    price: '$95.50',
    minutes: null,
    isActive: false,
  },
];

const meta = {
  title: 'Screens/Admin/Services',
  component: Services,
  args: {
    services,
    status: 'loaded',
    onRetry: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onToggleActive: fn(),
  },
} satisfies Meta<typeof Services>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Service Management' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Services' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const ortho = within(rows[1] as HTMLElement);
    await expect(ortho.getByText('$180.00')).toBeVisible();
    await expect(ortho.getByText('45 min')).toBeVisible();
    await expect(ortho.getByText('Active')).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText('Inactive')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Service' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Orthopedics' }));
    await expect(args.onEdit).toHaveBeenCalledWith(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Orthopedics' }));
    await expect(args.onToggleActive).toHaveBeenCalledWith(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Car Accidents' }));
    await expect(args.onDelete).toHaveBeenCalledWith(20);
  },
};

export const Loading: Story = {
  args: { services: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading services...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { services: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No services found')).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { services: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };
