import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Markdown } from '../../../components/Markdown/Markdown';
import { LoadFailed } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from './Article.css';

export type ArticleContent = {
  title: string;
  /** Already formatted; pages show none. */
  date: string | null;
  coverUrl: string | null;
  /** Markdown from the author. */
  body: string;
};

export type ArticleProps = {
  status: 'loading' | 'failed' | 'notFound' | 'loaded';
  article: ArticleContent | null;
  onRetry: () => void;
  /** e.g. the blog's list for a post. */
  backLink?: { href: string; label: string } | undefined;
  renderLink?: (href: string, children: ReactNode, className: string) => ReactNode;
};

const plainLink = (href: string, children: ReactNode, className: string) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** A published blog post or CMS page, its Markdown rendered safely. */
export function Article({ status, article, onRetry, backLink, renderLink = plainLink }: ArticleProps) {
  const back = backLink ? renderLink(backLink.href, `← ${backLink.label}`, styles.back) : null;
  if (status === 'loading') {
    return (
      <div className={styles.state}>
        <Spinner label="Loading" />
      </div>
    );
  }
  if (status === 'failed') return <LoadFailed title="We could not load this page." onRetry={onRetry} />;
  if (status === 'notFound' || !article) {
    return (
      <div className={styles.article}>
        {back}
        <EmptyState title="Page not found" description="It may have been moved or taken down." />
      </div>
    );
  }
  return (
    <article className={styles.article}>
      {back}
      <header className={styles.header}>
        <h1 className={styles.title}>{article.title}</h1>
        {article.date ? <p className={styles.date}>{article.date}</p> : null}
      </header>
      {article.coverUrl ? <img src={article.coverUrl} alt="" className={styles.cover} /> : null}
      <Markdown source={article.body} />
    </article>
  );
}
