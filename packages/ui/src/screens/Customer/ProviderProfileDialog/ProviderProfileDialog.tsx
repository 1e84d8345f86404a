import { phoneNumberForDisplay, telHref, videoEmbed, webAddress } from '@injury-assist/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { ClickToPlayVideo } from '../../../components/ClickToPlayVideo/ClickToPlayVideo';
import { Dialog } from '../../../components/Dialog/Dialog';
import { ReviewList, type ReviewListProps } from '../../../components/ReviewList/ReviewList';
import * as billing from '../../ProviderBilling/billing.css';
import { EventList, type EventListProps } from '../../ProviderBilling/CustomerEvents/EventList';
import { ProviderPicture, ProviderRating } from '../ProviderResults/ProviderCard';
import * as styles from './ProviderProfileDialog.css';

/** What 'View Profile' shows; empty or null values read 'Not provided'. */
export type ProviderProfileData = {
  name: string;
  businessName: string;
  /** The business's logo when it has one, else the provider's photo; null shows the dummy picture. */
  pictureUrl: string | null;
  /** The business's video introduction (a YouTube or Vimeo link); the section is left out without one. */
  videoUrl?: string | null;
  rating: number | null;
  reviewCount: number;
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string;
  experience: string;
  education: string;
  bio: string;
  /** In week order, e.g. { day: 'Monday', label: '09:00 AM - 05:00 PM' } or label 'Closed'. */
  hours: { day: string; label: string }[];
  /** Where the address is, for the directions link; without it the link searches the address. */
  coordinates?: { lat: number; long: number };
};

/** The contact links whose use the provider's Overview counts (website, phone, directions). */
export type ProviderContactLink = 'website' | 'phone' | 'directions';

export type ProviderProfileDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** null renders nothing (e.g. before a profile is chosen). */
  provider: ProviderProfileData | null;
  /** When given, the footer offers 'Book Appointment'. */
  onBook?: () => void;
  /** Told when the customer follows the website, the phone number or the directions link. */
  onContact?: (link: ProviderContactLink) => void;
  /** The provider's reviews, newest first; the section is left out without them. */
  reviews?: ReviewListProps;
  /**
   * The provider's approved upcoming events, to register for from here; the section is left out
   * without them. `message` says how the last registration went.
   */
  events?: EventListProps & { message: { tone: 'positive' | 'critical' | 'info'; text: string } | null };
};

const NOT_PROVIDED = 'Not provided';

const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Text({ value }: { value: string }) {
  return present(value) ? (
    <p className={styles.text}>{value}</p>
  ) : (
    <p className={`${styles.text} ${styles.muted}`}>{NOT_PROVIDED}</p>
  );
}

/** A directions link on the map service everyone has: to the coordinates, or else the address. */
function directionsHref(provider: ProviderProfileData): string {
  const destination = provider.coordinates
    ? `${provider.coordinates.lat},${provider.coordinates.long}`
    : provider.address.trim();
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * An address breaks after its '@' when the line is too short for it, not inside the domain at a
 * hyphen ('brickell-' / 'ortho.example'); each half breaks anywhere only if it alone is too long.
 */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className={styles.emailPart}>{email}</span>;
  return (
    <>
      <span className={styles.emailPart}>{email.slice(0, at + 1)}</span>
      <wbr />
      <span className={styles.emailPart}>{email.slice(at + 1)}</span>
    </>
  );
}

/** 'View Profile': the provider's contact, hours, experience, education, bio and reviews. */
export function ProviderProfileDialog({
  isOpen,
  onOpenChange,
  provider,
  onBook,
  onContact,
  reviews,
  events,
}: ProviderProfileDialogProps) {
  if (!provider) return null;
  // Only http(s) is linked; a bare 'example.com' gets https://.
  const websiteHref = present(provider.website) ? webAddress(provider.website) : undefined;
  const video = provider.videoUrl ? videoEmbed(provider.videoUrl) : undefined;
  const contact: { term: string; value: ReactNode }[] = [
    {
      term: 'Address',
      value: present(provider.address) ? (
        <>
          {provider.address}{' '}
          <a
            className={styles.link}
            href={directionsHref(provider)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onContact?.('directions')}
          >
            Get directions
          </a>
        </>
      ) : null,
    },
    {
      term: 'Phone',
      value: present(provider.phone) ? (
        <a className={styles.link} href={telHref(provider.phone)} onClick={() => onContact?.('phone')}>
          {phoneNumberForDisplay(provider.phone)}
        </a>
      ) : null,
    },
    {
      term: 'E-mail',
      value: present(provider.email) ? (
        <a className={styles.link} href={`mailto:${provider.email.trim()}`}>
          <EmailText email={provider.email.trim()} />
        </a>
      ) : null,
    },
    {
      term: 'Website',
      value: websiteHref ? (
        <a
          className={styles.link}
          href={websiteHref}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onContact?.('website')}
        >
          {provider.website}
        </a>
      ) : null,
    },
  ];

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={provider.name}
      size="large"
      // The header's close button dismisses it; a second 'Close' would only repeat that.
      footer={onBook ? <Button onPress={onBook}>Book Appointment</Button> : undefined}
    >
      <div className={styles.content}>
        <div className={styles.summary}>
          <ProviderPicture url={provider.pictureUrl} size="large" />
          <div className={styles.identity}>
            {present(provider.businessName) ? <p className={styles.business}>{provider.businessName}</p> : null}
            <ProviderRating rating={provider.rating} reviewCount={provider.reviewCount} />
          </div>
        </div>

        <div className={styles.columns}>
          <Section title="Contact">
            <dl className={styles.list}>
              {contact.map(({ term, value }) => (
                <div key={term} className={styles.row}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={value ? styles.value : `${styles.value} ${styles.muted}`}>{value ?? NOT_PROVIDED}</dd>
                </div>
              ))}
            </dl>
          </Section>

          <Section title="Opening hours">
            {provider.hours.length > 0 ? (
              <dl className={styles.list}>
                {provider.hours.map(({ day, label }) => (
                  <div key={day} className={styles.row}>
                    <dt className={styles.term}>{day}</dt>
                    <dd className={label === 'Closed' ? `${styles.value} ${styles.muted}` : styles.value}>{label}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Text value="" />
            )}
          </Section>
        </div>

        <Section title="Experience">
          <Text value={provider.experience} />
        </Section>
        <Section title="Education">
          <Text value={provider.education} />
        </Section>
        <Section title="About">
          <Text value={provider.bio} />
        </Section>
        {video ? (
          <Section title="Video introduction">
            <ClickToPlayVideo
              embed={video}
              title={`Video introduction of ${present(provider.businessName) ? provider.businessName : provider.name} on ${video.host}`}
            />
          </Section>
        ) : null}
        {events ? (
          <Section title="Upcoming events">
            <div className={billing.stack}>
              {events.message ? (
                <p role="status" className={billing.notice[events.message.tone]}>
                  {events.message.text}
                </p>
              ) : null}
              <EventList {...events} emptyText="No upcoming events from this provider." titleLevel={4} />
            </div>
          </Section>
        ) : null}
        {reviews ? (
          <Section title="Reviews">
            <ReviewList {...reviews} />
          </Section>
        ) : null}
      </div>
    </Dialog>
  );
}
