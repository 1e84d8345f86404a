import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button, ButtonLink, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Sign in', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to login' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Cancel appointment' } };
export const Small: Story = { args: { size: 'small', children: 'Reschedule' } };
export const FullWidth: Story = { args: { fullWidth: true } };

export const LoadingShowsSpinner: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Sign in/ });
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const DisabledIgnoresPresses: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Box display="flex" gap="medium" flexWrap="wrap">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Box>
  ),
};

/** A link dressed as a button (e.g. View of a published page in the admin area): it opens a new tab. */
export const LinkInANewTab: Story = {
  render: () => (
    <Box display="flex" gap="medium" flexWrap="wrap">
      <ButtonLink href="/pages/about" variant="secondary" size="small" newTab>
        View
      </ButtonLink>
      <ButtonLink href="/blog">Read the blog</ButtonLink>
    </Box>
  ),
  play: async ({ canvas }) => {
    const view = canvas.getByRole('link', { name: 'View' });
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Read the blog' })).not.toHaveAttribute('target');
  },
};
