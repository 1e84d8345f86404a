import { DEFAULT_CATEGORY_COLOR } from '@injury-assist/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { CategoryFormDialog, type CategoryFormValues } from './CategoryFormDialog';

const empty: CategoryFormValues = {
  name: '',
  description: '',
  color: DEFAULT_CATEGORY_COLOR,
  isActive: true,
  parentId: null,
};

const dialog = (element: HTMLElement, name: string) =>
  within(within(element.ownerDocument.body).getByRole('dialog', { name }));

const meta = {
  title: 'Screens/Admin/CategoryFormDialog',
  component: CategoryFormDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'add',
    values: empty,
    errors: {},
    parents: [
      { id: 1, name: 'Medical' },
      { id: 2, name: 'Legal' },
    ],
    onFieldChange: fn(),
    onSubmit: fn(),
  },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <CategoryFormDialog
        {...args}
        values={values}
        onFieldChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onFieldChange(field, value);
        }}
      />
    );
  },
} satisfies Meta<typeof CategoryFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddNewCategory: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const form = dialog(canvasElement, 'Add New Category');
    await expect(form.getByRole('textbox', { name: 'Color' })).toHaveValue('#3B82F6');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Sports Medicine');
    await userEvent.click(form.getByRole('button', { name: /Sits under/ }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Medical' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('parentId', 1);
    await userEvent.click(form.getAllByRole('option')[4] as HTMLElement);
    await expect(args.onFieldChange).toHaveBeenCalledWith('color', '#F59E0B');
    await userEvent.click(form.getByRole('checkbox', { name: /Active/ }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('isActive', false);
    await userEvent.click(form.getByRole('button', { name: 'Add Category' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const EditCategory: Story = {
  args: {
    mode: 'edit',
    values: {
      name: 'Specialists',
      description: 'Orthopedics, neurology and more.',
      color: '#0EA5E9',
      isActive: true,
      parentId: 1,
    },
  },
};

export const NameRequired: Story = {
  args: { errors: { name: 'Name is required' } },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement, 'Add New Category').getByText('Name is required')).toBeVisible();
  },
};

export const OpensOnNameAndReturnsThereWhenEmpty: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState(args.errors);
    return (
      <CategoryFormDialog
        {...args}
        errors={errors}
        onSubmit={() => {
          args.onSubmit();
          setErrors({ name: 'Name is required' });
        }}
      />
    );
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const form = dialog(canvasElement, 'Add New Category');
    const name = form.getByRole('textbox', { name: 'Name' });
    // The dialog opens on its first field, not on itself.
    await expect(name).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Add Category' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // A failed submit takes focus to the field in error, whose message is read with it.
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(/Name is required/);
  },
};

export const Saving: Story = {
  args: { isSaving: true, values: { ...empty, name: 'Sports Medicine', parentId: 1 } },
  play: async ({ canvasElement, userEvent, args }) => {
    const form = dialog(canvasElement, 'Add New Category');
    // While it saves, the dialog stays open with its values; Cancel waits and the save is not sent twice.
    await expect(form.getByRole('status', { name: 'Working' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: /Add Category/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
