import { ContentList, type ContentListProps } from '../private/ContentList';

export type { ContentRow as AdminBlogRow } from '../private/ContentList';
export type BlogsProps = ContentListProps;

/** 'Blog Management': the posts, published or draft, with the editor behind Add and Edit. */
export function Blogs(props: BlogsProps) {
  return (
    <ContentList
      {...props}
      text={{
        heading: 'Blog Management',
        subtitle: 'Posts readers find under /blog once published.',
        addLabel: 'Add Blog Post',
        tableLabel: 'Blog posts',
        searchLabel: 'Search posts',
        searchPlaceholder: 'Search posts by title or slug...',
        itemColumn: 'Post',
        loadingText: 'Loading blog posts...',
        emptyText: 'No blog posts found',
        failedTitle: 'We could not load the blog posts.',
      }}
    />
  );
}
