import { publicPagePaths } from '@injury-assist/domain';
import { BlogList } from '@injury-assist/ui';
import { useAppNavigation } from '../../lib/navigation/app-navigation';
import { postDate, usePosts } from './public-content';

/** /blog: the published posts. */
export default function BlogPage() {
  const posts = usePosts();
  const { renderPathLink } = useAppNavigation();
  return (
    <BlogList
      status={posts.data ? 'loaded' : posts.isError && !posts.isFetching ? 'failed' : 'loading'}
      onRetry={() => void posts.refetch()}
      posts={(posts.data ?? []).map((post) => ({
        href: publicPagePaths.post(post.slug),
        title: post.title,
        excerpt: post.excerpt,
        date: postDate(post.published_at),
        coverUrl: post.cover_image_url,
      }))}
      renderLink={renderPathLink}
    />
  );
}
