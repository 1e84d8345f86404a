import { telHref } from '@injury-assist/domain';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { type ReactNode, useId } from 'react';
import { BrandMark } from '../../../../components/BrandMark/BrandMark';
import * as buttonStyles from '../../../../components/Button/Button.css';
import * as styles from './AuthLayout.css';

/**
 * Where a signed-out screen links to, by what the link is for. The app decides which route each one
 * is (the spec sends 'Register as Provider' and 'Try Payment Again' to the customer sign-up, say), so
 * the screens know no routes. 'businessRegistration' is the wizard itself, offered from the sign-up.
 */
export const accessLinks = [
  'home',
  'signUp',
  'providerSignUp',
  'businessRegistration',
  'customerLogin',
  'providerLogin',
  'adminLogin',
  'forgotPassword',
  'retryPayment',
] as const;
export type AccessLink = (typeof accessLinks)[number];

/** Renders an in-app link to `to`; the app passes one that renders its router's `<Link>`. */
export type RenderLink = (to: AccessLink, children: ReactNode) => ReactNode;

export type AuthLayoutProps = NonNullable<RecipeVariants<typeof styles.card>> & {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title, e.g. a `StatusIcon` on a confirmation. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Secondary links and the support line, under a rule at the bottom of the card. */
  footer?: ReactNode;
};

/** The frame of every signed-out page: brand, then a centred card with the page's title. */
export function AuthLayout({ title, subtitle, icon, children, footer, width }: AuthLayoutProps) {
  const titleId = useId();
  return (
    <main className={styles.root}>
      <div className={styles.page}>
        <div className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            <BrandMark size={22} />
          </span>
          <span className={styles.brandName}>Injury Assist</span>
        </div>
        <section className={styles.card({ width })} aria-labelledby={titleId}>
          <header className={styles.header}>
            {icon}
            <h1 id={titleId} className={styles.title}>
              {title}
            </h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </header>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </section>
      </div>
    </main>
  );
}

const glyphs = {
  check: <path d="m7 12.5 3.5 3.5L17 8.5" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />,
  cross: <path d="m8 8 8 8m0-8-8 8" strokeWidth="2.25" strokeLinecap="round" />,
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" strokeWidth="1.75" />
      <path d="m4 7 8 6 8-6" strokeWidth="1.75" strokeLinejoin="round" />
    </>
  ),
} as const;

export type StatusIconProps = NonNullable<RecipeVariants<typeof styles.statusIcon>> & {
  glyph: keyof typeof glyphs;
};

/** A large round icon that sums up a confirmation page at a glance; decorative, the title says it in words. */
export function StatusIcon({ tone, glyph }: StatusIconProps) {
  return (
    <span className={styles.statusIcon({ tone })} aria-hidden="true">
      <svg className={styles.statusGlyph} viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
        {glyphs[glyph]}
      </svg>
    </span>
  );
}

/** A form-level error (e.g. wrong credentials), announced as soon as it appears. */
export function AuthAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      <svg className={styles.alertIcon} viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
        <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v4.75h-1.5V4.5Zm.75 7.75a.95.95 0 1 1 0-1.9.95.95 0 0 1 0 1.9Z" />
      </svg>
      <span>{children}</span>
    </div>
  );
}

/** Text of an inline link, emphasised so it stands out from the sentence around it. */
export function LinkText({ children }: { children: ReactNode }) {
  return <span className={styles.link}>{children}</span>;
}

/** A support e-mail address or phone number, opened by the device's mail or phone app. */
export function ContactLink({ kind, value }: { kind: 'email' | 'phone'; value: string }) {
  const href = kind === 'email' ? `mailto:${value}` : telHref(value);
  return (
    <a href={href} className={styles.contact}>
      {value}
    </a>
  );
}

/**
 * The content of a link that looks like a button. `renderLink` decides the element, so the look
 * travels inside it; it is the same recipe as `Button`, so both read as one row of actions.
 */
export function ButtonLinkText({
  children,
  variant = 'secondary',
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return <span className={buttonStyles.button({ variant, fullWidth: true })}>{children}</span>;
}
