import { type ListPage, type ListQuery, publicPagePaths, slugFromTitle } from '@injury-assist/domain';
import { validateContent } from '@injury-assist/flows/admin';
import {
  AdminConfirmDialog,
  Blogs,
  CmsPages,
  ContentEditorDialog,
  type ContentEditorField,
  type ContentEditorValues,
} from '@injury-assist/ui';
import { useState } from 'react';
import type { AdminData, BlogPayload, BlogRow, ContentPayload, PageRow } from '../admin-data';
import { listDate } from '../admin-format';
import { adminKeys, csvExport, useAdminAction, useAdminList } from '../admin-queries';

type Kind = 'blog' | 'page';
type Row = BlogRow | PageRow;

/** The spec's texts for each kind (§8), and the calls behind them. */
const kinds = {
  blog: {
    key: adminKeys.blogs,
    noun: 'Blog',
    loadError: 'Error loading blogs',
    updateError: 'Error updating blog',
    deleteError: 'Error deleting blog',
    read: (data: AdminData, query: ListQuery): Promise<ListPage<Row>> => data.blogs(query),
    publish: (data: AdminData, id: string, on: boolean) => data.setBlogPublished(id, on),
    remove: (data: AdminData, id: string) => data.deleteBlog(id),
    save: (data: AdminData, id: string | null, payload: BlogPayload) => data.saveBlog(id, payload),
    path: publicPagePaths.post,
  },
  page: {
    key: adminKeys.pages,
    noun: 'Page',
    loadError: 'Error loading pages',
    updateError: 'Error updating page',
    deleteError: 'Error deleting page',
    read: (data: AdminData, query: ListQuery): Promise<ListPage<Row>> => data.pages(query),
    publish: (data: AdminData, id: string, on: boolean) => data.setPagePublished(id, on),
    remove: (data: AdminData, id: string) => data.deletePage(id),
    save: (data: AdminData, id: string | null, payload: BlogPayload) => {
      const { excerpt: _excerpt, cover_image_path: _cover, ...page }: BlogPayload = payload;
      return data.savePage(id, page satisfies ContentPayload);
    },
    path: publicPagePaths.page,
  },
} as const;

const emptyValues: ContentEditorValues = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  coverImageUrl: null,
  isPublished: false,
};

const valuesOf = (row: Row): ContentEditorValues => ({
  title: row.title,
  slug: row.slug,
  excerpt: 'excerpt' in row ? row.excerpt : '',
  body: row.body,
  coverImageUrl: 'cover_image_path' in row ? row.cover_image_path : null,
  isPublished: row.is_published,
});

const published = [adminKeys.published, adminKeys.counts] as const;

/** /admin/blogs and /admin/cms: the list, Publish/Unpublish, Delete, View, and the editor. */
export function ContentPage({ kind }: { kind: Kind }) {
  const spec = kinds[kind];
  const list = useAdminList(spec.key, spec.read, spec.loadError, {
    exportCsv: csvExport(kind === 'blog' ? 'blogs' : 'pages'),
  });
  const [editing, setEditing] = useState<{
    id: string | null;
    values: ContentEditorValues;
    slugTouched: boolean;
  } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ContentEditorField, string>>>({});
  const [deleting, setDeleting] = useState<Row | null>(null);

  const publish = useAdminAction<Row>({
    run: (data, row) => spec.publish(data, row.id, !row.is_published),
    success: (row) => ({
      title: `${spec.noun} updated successfully`,
      description: `“${row.title}” is ${row.is_published ? 'now a draft' : 'published'}`,
    }),
    errorTitle: spec.updateError,
    refresh: [spec.key, ...published],
  });
  const save = useAdminAction<{ id: string | null; payload: BlogPayload }>({
    run: (data, { id, payload }) => spec.save(data, id, payload),
    success: ({ payload }) => ({
      title: `${spec.noun} updated successfully`,
      description: `“${payload.title}” was saved`,
    }),
    errorTitle: spec.updateError,
    refresh: [spec.key, ...published],
    onDone: () => setEditing(null),
  });
  const remove = useAdminAction<Row>({
    run: (data, row) => spec.remove(data, row.id),
    success: (row) => ({ title: `${spec.noun} deleted successfully`, description: `“${row.title}” was deleted` }),
    errorTitle: spec.deleteError,
    refresh: [spec.key, ...published],
    onDone: () => setDeleting(null),
  });
  const upload = useAdminAction<File>({
    run: async (data, file) => {
      const url = await data.uploadImage(file);
      setEditing((current) => current && { ...current, values: { ...current.values, coverImageUrl: url } });
    },
    errorTitle: null,
    refresh: [],
  });

  const rows = list.rows;
  const find = (id: string) => rows.find((row) => row.id === id);
  const open = (id: string | null) => {
    const row = id === null ? undefined : find(id);
    setErrors({});
    upload.reset();
    setEditing({ id, values: row ? valuesOf(row) : emptyValues, slugTouched: Boolean(row) });
  };
  const listProps = {
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      detail: 'excerpt' in row ? row.excerpt : `/${row.slug}`,
      isPublished: row.is_published,
      createdAt: listDate(row.created_at),
      publicHref: row.is_published ? spec.path(row.slug) : null,
    })),
    status: list.status,
    onRetry: list.retry,
    paging: list.paging,
    onAdd: () => open(null),
    onEdit: open,
    onView: open,
    onTogglePublished: (id: string) => {
      const row = find(id);
      if (row) publish.mutate(row);
    },
    onDelete: (id: string) => setDeleting(find(id) ?? null),
    updatingId: publish.isPending ? (publish.variables?.id ?? null) : null,
  };

  return (
    <>
      {kind === 'blog' ? <Blogs {...listProps} /> : <CmsPages {...listProps} />}
      <ContentEditorDialog
        isOpen={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setEditing(null);
        }}
        kind={kind}
        mode={editing?.id == null ? 'add' : 'edit'}
        values={editing?.values ?? emptyValues}
        errors={{ ...errors, ...(upload.error ? { coverImageUrl: upload.error.message } : {}) }}
        onFieldChange={(field, value) => {
          setEditing((current) => {
            if (!current) return current;
            const values = { ...current.values, [field]: value };
            // Until the slug is typed, it follows the title.
            if (field === 'title' && !current.slugTouched) values.slug = slugFromTitle(String(value));
            return { ...current, values, slugTouched: current.slugTouched || field === 'slug' };
          });
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
        onCoverSelect={(file) => upload.mutate(file)}
        isCoverUploading={upload.isPending}
        onSubmit={() => {
          if (!editing) return;
          const checked = validateContent(editing.values);
          if (!checked.ok) {
            setErrors(checked.errors);
            return;
          }
          save.mutate({
            id: editing.id,
            payload: {
              ...checked.payload,
              body: editing.values.body,
              is_published: editing.values.isPublished,
              excerpt: editing.values.excerpt.trim(),
              cover_image_path: editing.values.coverImageUrl,
            },
          });
        }}
        isSaving={save.isPending}
      />
      <AdminConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title={kind === 'blog' ? 'Delete blog post?' : 'Delete page?'}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
        isWorking={remove.isPending}
      >
        “{deleting?.title}” will be deleted{deleting?.is_published ? ' and its address will stop working' : ''}. You can
        restore it from Deleted items for 30 days.
      </AdminConfirmDialog>
    </>
  );
}

export function BlogsPage() {
  return <ContentPage kind="blog" />;
}

export function CmsPagesPage() {
  return <ContentPage kind="page" />;
}
