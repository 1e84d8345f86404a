import { type RegistrationProgressLabel, registrationProgressLabels } from '@injury-assist/domain';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { type ReactNode, useId } from 'react';
import { BrandMark } from '../../../../components/BrandMark/BrandMark';
import { Button } from '../../../../components/Button/Button';
import { Icon } from '../../../../components/Icon/Icon';
import * as styles from './WizardFrame.css';

export type WizardFrameProps = NonNullable<RecipeVariants<typeof styles.card>> & {
  /** The labelled step of the progress bar the page belongs to. */
  progress: RegistrationProgressLabel;
  title: string;
  subtitle?: ReactNode;
  /**
   * A success that led here ('Your email is verified.'), said under the title rather than in a
   * toast, which would sit over the step's first fields.
   */
  notice?: string | undefined;
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * The frame of every step of the provider registration wizard: brand, the progress bar of the
 * three labelled steps (spec provider-and-admin §2.2: Basic Info, Locations, Subscription), and
 * a card with the step's title.
 */
export function WizardFrame({ progress, title, subtitle, notice, children, footer, width }: WizardFrameProps) {
  const titleId = useId();
  const current = registrationProgressLabels.indexOf(progress);
  return (
    <main className={styles.root}>
      <div className={styles.page}>
        <div className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            <BrandMark size={22} />
          </span>
          <span>Injury Assist</span>
        </div>
        <ol className={styles.progress} aria-label="Registration progress">
          {registrationProgressLabels.map((label, index) => {
            const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
            return (
              <li
                key={label}
                className={styles.progressStep}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className={styles.progressMarker({ state })} aria-hidden="true">
                  {state === 'done' ? <Icon name="check" size={16} /> : index + 1}
                </span>
                <span className={styles.progressLabel({ state })}>
                  {label}
                  {state === 'done' ? <span className={styles.visuallyHidden}> (done)</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
        <section className={styles.card({ width })} aria-labelledby={titleId}>
          <header className={styles.header}>
            <p className={styles.stepOf}>
              Step {current + 1} of {registrationProgressLabels.length}: {progress}
            </p>
            <h1 id={titleId} className={styles.title}>
              {title}
            </h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            {notice ? (
              <p className={styles.notice} role="status">
                <Icon name="check" size={16} />
                {notice}
              </p>
            ) : null}
          </header>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </section>
      </div>
    </main>
  );
}

/** Back (when the step has one) and the step's main action. */
export function WizardActions({
  onBack,
  isBusy = false,
  children,
}: {
  onBack?: (() => void) | undefined;
  isBusy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      {onBack ? (
        <Button variant="secondary" onPress={onBack} isDisabled={isBusy}>
          Back
        </Button>
      ) : null}
      <div className={styles.primaryAction}>{children}</div>
    </div>
  );
}
