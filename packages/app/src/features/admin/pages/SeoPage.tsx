import { publicPageCount } from '@injury-assist/domain';
import { type SeoForm, seoChecks, validateSeo } from '@injury-assist/flows/admin';
import { Seo, type SeoField } from '@injury-assist/ui';
import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import type { SeoRow } from '../admin-data';
import { adminKeys, useAdminAction, useAdminRead } from '../admin-queries';

const formOf = (row: SeoRow): SeoForm => ({
  siteTitle: row.site_title,
  siteDescription: row.site_description,
  keywords: row.keywords,
  ogImage: row.og_image ?? '',
  analyticsId: row.analytics_id ?? '',
});

/**
 * /admin/seo: the settings are saved (the server serves every page with them) and the figures are
 * real: a score from checks of the saved settings, the number of public pages, and plainly no
 * visitor figure, since no analytics source reports to this server.
 */
export default function SeoPage() {
  const saved = useAdminRead(adminKeys.seo, (data) => data.seoSettings(), 'Error loading SEO settings');
  const published = useAdminRead(adminKeys.published, (data) => data.publishedCounts(), null);
  const [form, setForm] = useState<SeoForm | null>(null);
  const [errors, setErrors] = useState<Partial<Record<SeoField, string>>>({});
  useEffect(() => {
    if (saved.data) setForm((current) => current ?? formOf(saved.data));
  }, [saved.data]);
  const save = useAdminAction<ReturnType<typeof validateSeo> & { ok: true }>({
    run: (data, checked) => data.saveSeoSettings(checked.payload),
    success: () => ({ title: 'SEO settings saved' }),
    errorTitle: 'Error saving SEO settings',
    refresh: [adminKeys.seo],
  });

  const pages = published.data ? publicPageCount(published.data.posts, published.data.pages) : null;
  const figures =
    saved.data && pages !== null
      ? {
          ...seoChecks(
            {
              siteTitle: saved.data.site_title,
              siteDescription: saved.data.site_description,
              keywords: saved.data.keywords,
              ogImage: saved.data.og_image,
            },
            pages,
          ),
          publicPages: pages,
          analyticsId: saved.data.analytics_id,
        }
      : null;
  const status =
    saved.status === 'failed' || published.status === 'failed' ? 'failed' : figures && form ? 'loaded' : 'loading';
  return (
    <Seo
      status={status}
      onRetry={() => {
        saved.retry();
        published.retry();
      }}
      figures={figures}
      values={
        form ?? formOf({ site_title: '', site_description: '', keywords: '', og_image: null, analytics_id: null })
      }
      errors={errors}
      onFieldChange={(field, value) => {
        setForm((current) => current && { ...current, [field]: value });
        setErrors((current) => ({ ...current, [field]: undefined }));
      }}
      onSave={() => {
        if (!form) return;
        const checked = validateSeo(form);
        if (!checked.ok) setErrors(checked.errors);
        else save.mutate(checked);
      }}
      isSaving={save.isPending}
      robotsHref={paths.robots}
      sitemapHref={paths.sitemap}
    />
  );
}
