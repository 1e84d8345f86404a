import { useEffect } from 'react';
import { documentTitle } from '../../config/document-title';

/**
 * A page whose name is known only once its content has loaded (a blog post, a CMS page) names the
 * browser tab after it, e.g. 'First steps after a crash | Injury Assist' rather than its route's 'Blog Post'.
 */
export function usePageTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    if (pageTitle) document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
