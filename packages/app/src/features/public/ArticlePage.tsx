import { Article, type ArticleProps } from '@injury-assist/ui';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppNavigation } from '../../lib/navigation/app-navigation';
import { usePageTitle } from '../../lib/page/page-title';
import { postDate, usePage, usePost } from './public-content';

function statusOf(query: { data: unknown; isError: boolean; isFetching: boolean }): ArticleProps['status'] {
  if (query.data === null) return 'notFound';
  if (query.data !== undefined) return 'loaded';
  return query.isError && !query.isFetching ? 'failed' : 'loading';
}

/** /blog/:slug: a published post, its Markdown rendered safely. */
export function BlogPostPage() {
  const post = usePost(useParams().slug ?? '');
  usePageTitle(post.data?.title);
  const { renderPathLink } = useAppNavigation();
  return (
    <Article
      status={statusOf(post)}
      article={
        post.data
          ? {
              title: post.data.title,
              date: postDate(post.data.published_at),
              coverUrl: post.data.cover_image_url,
              body: post.data.body,
            }
          : null
      }
      onRetry={() => void post.refetch()}
      backLink={{ href: paths.blog, label: 'All posts' }}
      renderLink={renderPathLink}
    />
  );
}

/** /pages/:slug: a published CMS page. */
export function CmsPageView() {
  const page = usePage(useParams().slug ?? '');
  usePageTitle(page.data?.title);
  const { renderPathLink } = useAppNavigation();
  return (
    <Article
      status={statusOf(page)}
      article={page.data ? { title: page.data.title, date: null, coverUrl: null, body: page.data.body } : null}
      onRetry={() => void page.refetch()}
      renderLink={renderPathLink}
    />
  );
}
