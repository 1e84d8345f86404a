import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ServiceFormDialog, type ServiceFormValues } from './ServiceFormDialog';

const empty: ServiceFormValues = {
  name: '',
  description: '',
  basePrice: Number.NaN,
  durationMinutes: Number.NaN,
  categoryId: null,
};

const categories = [
  { id: 5, name: 'Medical › Specialists' },
  { id: 9, name: 'Legal › Personal Injury' },
];

const dialog = (element: HTMLElement, name: string) =>
  within(within(element.ownerDocument.body).getByRole('dialog', { name }));

const meta = {
  title: 'Screens/Admin/ServiceFormDialog',
  component: ServiceFormDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'add',
    values: empty,
    errors: {},
    categories,
    onFieldChange: fn(),
    onSubmit: fn(),
  },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <ServiceFormDialog
        {...args}
        values={values}
        onFieldChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onFieldChange(field, value);
        }}
      />
    );
  },
} satisfies Meta<typeof ServiceFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddNewService: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const form = dialog(canvasElement, 'Add New Service');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Sports Injury Clinic');
    await userEvent.click(form.getByRole('button', { name: /Category/ }));
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Medical › Specialists' }),
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Base price' }), '120.5');
    await userEvent.type(form.getByRole('textbox', { name: 'Duration' }), '45');
    await userEvent.tab();
    await expect(args.onFieldChange).toHaveBeenCalledWith('categoryId', 5);
    await expect(args.onFieldChange).toHaveBeenCalledWith('basePrice', 120.5);
    await expect(args.onFieldChange).toHaveBeenCalledWith('durationMinutes', 45);
    await userEvent.click(form.getByRole('button', { name: 'Add Service' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const EditService: Story = {
  args: {
    mode: 'edit',
    values: {
      name: 'Orthopedics',
      description: 'Bones and joints.',
      basePrice: 180,
      durationMinutes: 45,
      categoryId: 5,
    },
  },
  play: async ({ canvasElement }) => {
    const form = dialog(canvasElement, 'Edit Service');
    await expect(form.getByRole('textbox', { name: 'Base price' })).toHaveValue('180.00');
    await expect(form.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const ValidationMessages: Story = {
  args: {
    errors: { name: 'Name is required', categoryId: 'Category is required', basePrice: 'Base price is required' },
  },
  play: async ({ canvasElement }) => {
    const form = dialog(canvasElement, 'Add New Service');
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Base price is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = {
  args: { isSaving: true, values: { ...empty, name: 'Sports Injury Clinic', basePrice: 120, categoryId: 5 } },
};
