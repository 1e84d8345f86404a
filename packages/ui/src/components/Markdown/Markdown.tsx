import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import * as styles from './Markdown.css';

export type MarkdownProps = {
  /** Markdown written by an author (an admin). Raw HTML in it is shown as text, never run. */
  source: string;
};

// Each element gets its class here, so the prose styles need no global selectors.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className={styles.h2} {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className={styles.h2} {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className={styles.h3} {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className={styles.h4} {...props} />,
  p: ({ node: _node, ...props }) => <p className={styles.paragraph} {...props} />,
  ul: ({ node: _node, ...props }) => <ul className={styles.unorderedList} {...props} />,
  ol: ({ node: _node, ...props }) => <ol className={styles.orderedList} {...props} />,
  li: ({ node: _node, ...props }) => <li className={styles.listItem} {...props} />,
  a: ({ node: _node, ...props }) => <a className={styles.link} {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote className={styles.quote} {...props} />,
  code: ({ node: _node, ...props }) => <code className={styles.code} {...props} />,
  pre: ({ node: _node, ...props }) => <pre className={styles.pre} {...props} />,
  hr: ({ node: _node, ...props }) => <hr className={styles.rule} {...props} />,
  img: ({ node: _node, alt, ...props }) => <img className={styles.image} alt={alt ?? ''} {...props} />,
};

/**
 * Markdown as reading text. Safe for text from anyone: react-markdown builds elements rather than
 * HTML (raw HTML stays text), drops javascript: and other unsafe URLs, and rehype-sanitize keeps only
 * GitHub's allowed elements and attributes on top of that.
 */
export function Markdown({ source }: MarkdownProps) {
  return (
    <div className={styles.prose}>
      <ReactMarkdown rehypePlugins={[rehypeSanitize]} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
