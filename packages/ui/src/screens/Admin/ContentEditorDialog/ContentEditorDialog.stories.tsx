import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ContentEditorDialog, type ContentEditorValues } from './ContentEditorDialog';

const empty: ContentEditorValues = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  coverImageUrl: null,
  isPublished: false,
};

const post: ContentEditorValues = {
  title: 'How to choose an injury specialist',
  slug: 'how-to-choose-an-injury-specialist',
  excerpt: 'Orthopedist, neurologist or physical therapist? What each one treats and when to see them.',
  body: 'Injuries rarely come with a label.\n\n- **Orthopedics** for bones and joints.\n- **Neurology** for head injuries.',
  coverImageUrl: null,
  isPublished: true,
};

const dialog = (element: HTMLElement, name: string) =>
  within(within(element.ownerDocument.body).getByRole('dialog', { name }));

const meta = {
  title: 'Screens/Admin/ContentEditorDialog',
  component: ContentEditorDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    kind: 'blog',
    mode: 'add',
    values: empty,
    errors: {},
    onFieldChange: fn(),
    onCoverSelect: fn(),
    onSubmit: fn(),
  },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <ContentEditorDialog
        {...args}
        values={values}
        onFieldChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onFieldChange(field, value);
        }}
      />
    );
  },
} satisfies Meta<typeof ContentEditorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddBlogPost: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const form = dialog(canvasElement, 'Add Blog Post');
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Whiplash explained');
    await userEvent.type(form.getByRole('textbox', { name: 'Slug' }), 'whiplash-explained');
    await expect(form.getByText('The address: /blog/whiplash-explained')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Body (Markdown)' }), '## Symptoms');
    await expect(
      within(form.getByRole('region', { name: 'Preview' })).getByRole('heading', { name: 'Symptoms' }),
    ).toBeVisible();
    await userEvent.click(form.getByRole('checkbox', { name: /Published/ }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('isPublished', true);
    await userEvent.click(form.getByRole('button', { name: 'Save Post' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const EditBlogPost: Story = { args: { mode: 'edit', values: post } };

export const CoverUploading: Story = {
  args: { mode: 'edit', values: post, isCoverUploading: true },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement, 'Edit Blog Post').getByRole('button', { name: 'Save Post' })).toBeDisabled();
  },
};

export const AddPage: Story = {
  args: { kind: 'page' },
  play: async ({ canvasElement }) => {
    const form = dialog(canvasElement, 'Add Page');
    await expect(form.queryByRole('textbox', { name: 'Excerpt' })).toBeNull();
    await expect(form.queryByRole('group', { name: 'Cover image' })).toBeNull();
    await expect(form.getByText('The address: /pages/your-slug')).toBeVisible();
  },
};

export const ValidationMessages: Story = {
  args: {
    kind: 'page',
    values: { ...empty, title: 'FAQ', slug: 'Frequently Asked' },
    errors: { slug: 'Use lower-case letters, digits and hyphens only, such as about-us.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      dialog(canvasElement, 'Add Page').getByText('Use lower-case letters, digits and hyphens only, such as about-us.'),
    ).toBeVisible();
  },
};
