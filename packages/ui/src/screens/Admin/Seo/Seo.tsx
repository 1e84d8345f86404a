import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { Icon } from '../../../components/Icon/Icon';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import { StatCard } from '../../../components/StatCard/StatCard';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import * as shared from '../shared.css';
import * as styles from './Seo.css';

export type SeoValues = {
  siteTitle: string;
  siteDescription: string;
  keywords: string;
  ogImage: string;
  analyticsId: string;
};
export type SeoField = keyof SeoValues;

export type SeoCheck = { label: string; passed: boolean };

export type SeoFigures = {
  /** 0–100, from the checks of the saved settings. */
  score: number;
  checks: readonly SeoCheck[];
  /** Published pages and posts, plus the home and blog pages: what the sitemap lists. */
  publicPages: number;
  /** The saved analytics id, or null when none is set. */
  analyticsId: string | null;
};

export type SeoProps = {
  status: LoadStatus;
  onRetry: () => void;
  /** From the saved settings; null while they load. */
  figures: SeoFigures | null;
  values: SeoValues;
  errors: Partial<Record<SeoField, string>>;
  onFieldChange: (field: SeoField, value: string) => void;
  onSave: () => void;
  isSaving?: boolean;
  /** The served robots.txt and sitemap.xml, to check them. */
  robotsHref: string;
  sitemapHref: string;
};

/** 'SEO Management': what search engines and link previews see, and how the saved settings score. */
export function Seo({
  status,
  onRetry,
  figures,
  values,
  errors,
  onFieldChange,
  onSave,
  isSaving = false,
  robotsHref,
  sitemapHref,
}: SeoProps) {
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving) onSave();
  };
  return (
    <div className={shared.page}>
      <div>
        <h1 className={shared.pageHeading}>SEO Management</h1>
        <p className={shared.pageSubtitle}>The title, description and preview image every page is served with.</p>
      </div>
      {status === 'failed' ? (
        <Card>
          <LoadFailed title="We could not load the SEO settings." onRetry={onRetry} />
        </Card>
      ) : status === 'loading' || !figures ? (
        <Card>
          <div className={styles.state}>
            <Spinner label="Loading SEO settings" />
          </div>
        </Card>
      ) : (
        <>
          <div className={styles.figures}>
            <StatCard
              label="SEO Score"
              value={`${figures.score}/100`}
              hint={`${figures.checks.filter((check) => check.passed).length} of ${figures.checks.length} checks of the saved settings pass`}
              icon={<Icon name="checkCircle" />}
              tone="positive"
            />
            <StatCard
              label="Public pages"
              value={figures.publicPages}
              hint="Listed in the sitemap"
              icon={<Icon name="navOverview" />}
              tone="brand"
            />
            <StatCard
              label="Monthly organic visitors"
              value="—"
              hint={
                figures.analyticsId
                  ? `Counted by your analytics (${figures.analyticsId}), not by this server.`
                  : 'No analytics source is connected, so there is no visitor figure.'
              }
              icon={<Icon name="search" />}
              tone="info"
            />
          </div>
          <Card title="Checks" description="From the settings as last saved.">
            <ul className={styles.checks}>
              {figures.checks.map((check) => (
                <li key={check.label} className={styles.check({ passed: check.passed })}>
                  <Icon name={check.passed ? 'check' : 'warning'} size={16} />
                  <span>
                    <span className={styles.hiddenText}>{check.passed ? 'Passed: ' : 'To do: '}</span>
                    {check.label}
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.links}>
              Search engines read <a href={robotsHref}>robots.txt</a> and <a href={sitemapHref}>sitemap.xml</a>.
            </p>
          </Card>
          <Card title="Settings">
            <form id={formId} className={shared.form} onSubmit={submit} noValidate>
              <TextField
                label="Site title"
                name="siteTitle"
                value={values.siteTitle}
                onChange={(value) => onFieldChange('siteTitle', value)}
                description="Shown in the browser tab and as the headline in search results (up to 60 characters reads best)."
                errorMessage={errors.siteTitle}
              />
              <TextArea
                label="Site description"
                name="siteDescription"
                value={values.siteDescription}
                onChange={(value) => onFieldChange('siteDescription', value)}
                description="The snippet under the headline (50 to 160 characters)."
                errorMessage={errors.siteDescription}
                rows={3}
              />
              <TextField
                label="Keywords"
                name="keywords"
                value={values.keywords}
                onChange={(value) => onFieldChange('keywords', value)}
                description="Separated by commas."
                errorMessage={errors.keywords}
              />
              <TextField
                label="Open Graph image URL"
                name="ogImage"
                placeholder="https://…"
                value={values.ogImage}
                onChange={(value) => onFieldChange('ogImage', value)}
                description="The picture shown when a link to the site is shared."
                errorMessage={errors.ogImage}
              />
              <TextField
                label="Analytics ID"
                name="analyticsId"
                placeholder="G-XXXXXXXXXX"
                value={values.analyticsId}
                onChange={(value) => onFieldChange('analyticsId', value)}
                description="A Google Analytics 4 measurement ID. Leave it empty to load no analytics at all."
                errorMessage={errors.analyticsId}
              />
              <div>
                <Button type="submit" form={formId} loading={isSaving}>
                  Save SEO Settings
                </Button>
              </div>
            </form>
          </Card>
        </>
      )}
    </div>
  );
}
