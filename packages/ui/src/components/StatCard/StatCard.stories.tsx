import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { StatCard, statCardTones } from './StatCard';

const calendarIcon = (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    aria-hidden="true"
  >
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { label: 'Upcoming Appointments', value: 3, icon: calendarIcon },
  argTypes: { tone: { control: 'inline-radio', options: statCardTones } },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Upcoming Appointments' });
    await expect(within(card).getByText('3')).toBeVisible();
  },
};

export const WithHint: Story = { args: { label: 'Website Clicks', value: '1,284', hint: '+12.5% vs last period' } };

export const WithoutIcon: Story = { args: { icon: undefined, label: 'Total Users', value: 42 } };

export const OverviewGrid: Story = {
  render: () => (
    <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 1, tablet: 2, desktop: 4 }}>
      <StatCard label="Upcoming Appointments" value={3} icon={calendarIcon} tone="brand" />
      <StatCard label="Past Appointments" value={12} icon={calendarIcon} tone="info" />
      <StatCard label="Completed Concerns" value={2} icon={calendarIcon} tone="positive" />
      <StatCard label="Active Concerns" value={1} icon={calendarIcon} tone="caution" />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
  },
};
