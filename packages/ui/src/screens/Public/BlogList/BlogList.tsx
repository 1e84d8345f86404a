import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from './BlogList.css';

export type BlogListPost = {
  href: string;
  title: string;
  excerpt: string;
  /** Already formatted, e.g. 'November 2, 2026'. */
  date: string;
  coverUrl: string | null;
};

export type BlogListProps = {
  posts: readonly BlogListPost[];
  status: LoadStatus;
  onRetry: () => void;
  renderLink?: (href: string, children: ReactNode, className: string) => ReactNode;
};

const plainLink = (href: string, children: ReactNode, className: string) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** The public blog: published posts, newest first. */
export function BlogList({ posts, status, onRetry, renderLink = plainLink }: BlogListProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Blog</h1>
      {status === 'loading' ? (
        <div className={styles.state}>
          <Spinner label="Loading posts" />
        </div>
      ) : status === 'failed' ? (
        <LoadFailed title="We could not load the posts." onRetry={onRetry} />
      ) : posts.length === 0 ? (
        <EmptyState title="No posts yet" description="Come back soon." />
      ) : (
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.href}>
              <article className={styles.post}>
                {post.coverUrl ? <img src={post.coverUrl} alt="" className={styles.cover} /> : null}
                <div className={styles.text}>
                  <h2 className={styles.title}>{renderLink(post.href, post.title, styles.titleLink)}</h2>
                  <p className={styles.date}>{post.date}</p>
                  <p className={styles.excerpt}>{post.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
