import { useId } from 'react';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { ImageUpload } from '../../../components/ImageUpload/ImageUpload';
import { Markdown } from '../../../components/Markdown/Markdown';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { FormDialog } from '../private/FormDialog';
import { fieldBinding } from '../private/fieldBinding';
import * as shared from '../shared.css';
import * as styles from './ContentEditorDialog.css';

export type ContentEditorValues = {
  title: string;
  slug: string;
  /** Blog posts only. */
  excerpt: string;
  /** Markdown. */
  body: string;
  /** Blog posts only: the uploaded cover's URL. */
  coverImageUrl: string | null;
  isPublished: boolean;
};
export type ContentEditorField = keyof ContentEditorValues;

export type ContentEditorDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  kind: 'blog' | 'page';
  mode: 'add' | 'edit';
  values: ContentEditorValues;
  errors: Partial<Record<ContentEditorField, string>>;
  onFieldChange: <Field extends ContentEditorField>(field: Field, value: ContentEditorValues[Field]) => void;
  onCoverSelect: (file: File) => void;
  isCoverUploading?: boolean;
  onSubmit: () => void;
  isSaving?: boolean;
};

const titles = {
  blog: { add: 'Add Blog Post', edit: 'Edit Blog Post' },
  page: { add: 'Add Page', edit: 'Edit Page' },
} as const;

/** The editor behind 'Add Blog Post' / 'Add Page' and Edit: title, address, Markdown body with a preview. */
export function ContentEditorDialog({
  isOpen,
  onOpenChange,
  kind,
  mode,
  values,
  errors,
  onFieldChange,
  onCoverSelect,
  isCoverUploading = false,
  onSubmit,
  isSaving = false,
}: ContentEditorDialogProps) {
  const field = fieldBinding(values, errors, onFieldChange);
  const previewId = useId();
  const base = kind === 'blog' ? '/blog/' : '/pages/';
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={titles[kind][mode]}
      size="large"
      submitLabel={kind === 'blog' ? 'Save Post' : 'Save Page'}
      onSubmit={onSubmit}
      isSaving={isSaving}
      isSubmitBlocked={isCoverUploading}
    >
      <div className={shared.fieldPair}>
        <TextField label="Title" name="title" {...field('title')} isRequired />
        <TextField
          label="Slug"
          name="slug"
          {...field('slug')}
          description={`The address: ${base}${values.slug || 'your-slug'}`}
          isRequired
        />
      </div>
      {kind === 'blog' ? (
        <>
          <TextArea
            label="Excerpt"
            name="excerpt"
            {...field('excerpt')}
            description="One or two sentences shown in the list of posts."
            rows={2}
          />
          <ImageUpload
            label="Cover image"
            imageUrl={values.coverImageUrl}
            imageAlt="Cover image"
            onSelect={onCoverSelect}
            onRemove={() => onFieldChange('coverImageUrl', null)}
            isUploading={isCoverUploading}
            description="PNG or JPEG, at most 5MB and 1536×768 pixels."
            errorMessage={errors.coverImageUrl}
          />
        </>
      ) : null}
      <TextArea
        label="Body (Markdown)"
        name="body"
        {...field('body')}
        description="## for a heading, **bold**, - for a list, [text](link) for a link."
        rows={10}
        isCode
      />
      <section className={styles.preview} aria-labelledby={previewId}>
        <h3 id={previewId} className={styles.previewTitle}>
          Preview
        </h3>
        {values.body.trim() ? (
          <Markdown source={values.body} />
        ) : (
          <p className={shared.mutedText}>Nothing written yet.</p>
        )}
      </section>
      <Checkbox
        isSelected={values.isPublished}
        onChange={(value) => onFieldChange('isPublished', value)}
        name="is_published"
      >
        Published (anyone can read it)
      </Checkbox>
    </FormDialog>
  );
}
