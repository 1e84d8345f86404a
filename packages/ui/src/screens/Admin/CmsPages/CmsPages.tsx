import { ContentList, type ContentListProps } from '../private/ContentList';

export type { ContentRow as AdminPageRow } from '../private/ContentList';
export type CmsPagesProps = ContentListProps;

/** 'CMS Management': the site's pages (About, Privacy, Terms …), published or draft. */
export function CmsPages(props: CmsPagesProps) {
  return (
    <ContentList
      {...props}
      text={{
        heading: 'CMS Management',
        subtitle: 'Pages at /pages/… ; the published ones are linked from the site’s footer.',
        addLabel: 'Add Page',
        tableLabel: 'Pages',
        searchLabel: 'Search pages',
        searchPlaceholder: 'Search pages by title or slug...',
        itemColumn: 'Page',
        loadingText: 'Loading pages...',
        emptyText: 'No pages found',
        failedTitle: 'We could not load the pages.',
      }}
    />
  );
}
