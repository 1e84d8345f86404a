import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const categories = [
  { id: 1, name: 'Medical' },
  { id: 2, name: 'Legal' },
  { id: 3, name: 'Healthcare Services' },
];

const meta = {
  title: 'Components/Select',
  component: Select<number>,
  args: {
    label: 'Category',
    options: categories,
    selectedId: null,
    placeholder: 'Select category',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Select category/ })).toBeEnabled();
  },
};

export const WithOptionsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    const listbox = await within(document.body).findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(['Medical', 'Legal', 'Healthcare Services']);
  },
};

export const SelectingCallsBackWithId: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Legal' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

export const Selected: Story = {
  args: { selectedId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Medical/ })).toBeVisible();
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, label: 'Sub Category', placeholder: 'Select sub category', options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sub Category/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Category' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Category/ })).toBeDisabled();
  },
};

export const ErrorUnderField: Story = {
  args: { isRequired: true, errorMessage: 'Category is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Category is required')).toBeVisible();
    // The box turns red with its message, as the text fields do.
    const trigger = canvas.getByRole('button', { name: /Category/ });
    await expect(getComputedStyle(trigger).borderTopColor).toBe(
      getComputedStyle(canvas.getByText('Category is required')).color,
    );
  },
};

/**
 * Closed, the Select is a plain button (React Aria's Select loads on first use); from the keyboard
 * it opens with the first option focused on the real trigger, and picks as before.
 */
export const OpensByKeyboardOnFirstUse: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Category/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Medical' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveFocus();
  },
};
