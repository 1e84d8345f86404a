import type { FilterField, LookupFieldState } from '@injury-assist/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { SearchFilters } from './SearchFilters';

const idle = (options: LookupFieldState['options'] = [], selectedId: number | null = null): LookupFieldState => ({
  options,
  selectedId,
  isLoading: false,
});
const loading: LookupFieldState = { options: [], selectedId: null, isLoading: true };

const categories = [
  { id: 1, name: 'Medical' },
  { id: 2, name: 'Legal' },
  { id: 3, name: 'Healthcare Services' },
];
const specialists = [
  { id: 5, name: 'Cardiology' },
  { id: 6, name: 'Dermatology' },
  { id: 7, name: 'Orthopedics' },
  { id: 8, name: 'Neurology' },
  { id: 9, name: 'Physical Therapy' },
];
const countries = [
  { id: 1, name: 'United States' },
  { id: 2, name: 'Canada' },
];

const empty: Record<FilterField, LookupFieldState> = {
  category: idle(categories),
  subcategory: idle(),
  service: idle(),
  country: idle(countries),
  state: idle(),
  city: idle(),
};

const filled: Record<FilterField, LookupFieldState> = {
  category: idle(categories, 1),
  subcategory: idle(
    [
      { id: 1, name: 'Primary Care' },
      { id: 2, name: 'Specialists' },
    ],
    2,
  ),
  service: idle(specialists, 7),
  country: idle(countries, 1),
  state: idle(
    [
      { id: 9, name: 'Florida' },
      { id: 10, name: 'Georgia' },
    ],
    9,
  ),
  city: idle(
    [
      { id: 40, name: 'Miami' },
      { id: 41, name: 'Orlando' },
    ],
    40,
  ),
};

const meta = {
  title: 'Screens/Customer/SearchFilters',
  component: SearchFilters,
  args: { fields: empty, onSelect: fn(), onSearch: fn() },
} satisfies Meta<typeof SearchFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Find a service' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Select sub category/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Select state/ })).toBeDisabled();
  },
};

export const ChoosingCategoryReportsIt: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Select category/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Legal' }));
    await expect(args.onSelect).toHaveBeenCalledWith('category', 2);
  },
};

export const LoadingSubcategories: Story = {
  args: { fields: { ...empty, category: idle(categories, 1), subcategory: loading } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Sub Category' })).toBeVisible();
  },
};

export const CascadeFilledIn: Story = {
  args: { fields: filled },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: /Orthopedics/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Miami/ })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

export const ValidationErrors: Story = {
  args: {
    errors: {
      category: 'Category is required',
      subcategory: 'Subcategory is required',
      service: 'Service is required',
    },
  },
  play: async ({ canvas }) => {
    for (const message of ['Category is required', 'Subcategory is required', 'Service is required']) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

export const Searching: Story = {
  args: { fields: filled, isSearching: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
  },
};

export const WithoutSearchButton: Story = {
  args: { onSearch: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Search' })).toBeNull();
  },
};

export const PhoneWidth: Story = {
  args: { fields: filled },
  decorators: [withPhoneFrame],
};
