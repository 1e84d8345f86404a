import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminCategoryRow, Categories } from './Categories';

const categories: AdminCategoryRow[] = [
  { id: 1, name: 'Medical', description: 'Doctors and clinics.', color: '#3B82F6', isActive: true, parentName: null },
  {
    id: 5,
    name: 'Specialists',
    description: 'Orthopedics, neurology and more.',
    color: '#0EA5E9',
    isActive: true,
    parentName: 'Medical',
  },
  { id: 2, name: 'Legal', description: 'Injury attorneys.', color: '#8B5CF6', isActive: true, parentName: null },
  { id: 22, name: 'Maritime Law', description: null, color: '#64748B', isActive: false, parentName: 'Legal' },
];

const meta = {
  title: 'Screens/Admin/Categories',
  component: Categories,
  args: { categories, status: 'loaded', onRetry: fn(), onAdd: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof Categories>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Category Management' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Categories' })).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[2] as HTMLElement).getByText('Subcategory of Medical')).toBeVisible();
    await expect(within(rows[4] as HTMLElement).getByText('Inactive')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Specialists' }));
    await expect(args.onEdit).toHaveBeenCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Maritime Law' }));
    await expect(args.onDelete).toHaveBeenCalledWith(22);
  },
};

export const Loading: Story = {
  args: { categories: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading categories...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No categories found')).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { categories: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };
