import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'pin' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { name: 'calendar', size: 48 } };

/** Every icon at its own size, with its name. */
export const AllIcons: Story = {
  render: () => (
    <Box as="ul" display="grid" gap="medium" gridTemplateColumns={{ mobile: 2, tablet: 4 }}>
      {iconNames.map((name) => (
        <Box as="li" key={name} display="flex" alignItems="center" gap="small" color="text" fontSize="small">
          <Icon name={name} />
          <span>{name}</span>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
