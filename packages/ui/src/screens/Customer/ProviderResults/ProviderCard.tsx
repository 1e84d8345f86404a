import type { RecipeVariants } from '@vanilla-extract/recipes';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import * as shared from '../shared.css';
import * as styles from './ProviderCard.css';

/** One search result as the card shows it; every text is already formatted for display. */
export type ProviderCardData = {
  id: string;
  name: string;
  businessName: string;
  /** null shows the dummy picture. */
  pictureUrl: string | null;
  address: string;
  /** 0–5, or null when nobody has rated the provider yet. */
  rating: number | null;
  reviewCount: number;
  /** e.g. '12.34 km'; null when the distance is unknown (nothing is shown). */
  distance: string | null;
  /** Today's opening hours, e.g. '09:00 AM - 05:00 PM', or 'Closed'. */
  todayHours: string;
  services: string[];
  /**
   * A paid placement (a ZIP-code boost): the 'Sponsored' label above the card, what was paid
   * for, and where 'About sponsored listings' explains it. Absent or null otherwise.
   */
  sponsored?: { note: string; infoHref: string } | null;
  /** An administrator verified the business: the card says 'Verified'. */
  isVerified?: boolean;
};

export type ProviderCardProps = {
  provider: ProviderCardData;
  onViewProfile: (id: string) => void;
  onBook: (id: string) => void;
};

const MAX_SERVICES_SHOWN = 4;

type PictureSize = NonNullable<RecipeVariants<typeof styles.picture>>['size'];

/**
 * The provider's photo, or a local dummy picture when there is none or it fails to load.
 * Decorative: the provider's name is always next to it.
 */
export function ProviderPicture({ url, size }: { url: string | null; size?: PictureSize }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && url !== failedUrl) {
    return <img className={styles.picture({ size })} src={url} alt="" onError={() => setFailedUrl(url)} />;
  }
  return (
    <span className={`${styles.picture({ size })} ${styles.dummyPicture}`} aria-hidden="true">
      <svg viewBox="0 0 48 48" className={styles.dummyFigure} fill="currentColor" aria-hidden="true">
        <circle cx="24" cy="17" r="9" />
        <path d="M6 48c1.5-10 8.5-16 18-16s16.5 6 18 16z" />
      </svg>
    </span>
  );
}

function StarRow() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((index) => (
        <Icon key={index} name="ratingStar" size={16} className={styles.star} />
      ))}
    </>
  );
}

export const reviewCountLabel = (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`;

/** Stars, the rating to one decimal and '(N reviews)'; 'No ratings yet' without a rating. */
export function ProviderRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating === null || !Number.isFinite(rating)) {
    return <p className={`${styles.rating} ${styles.noRating}`}>No ratings yet</p>;
  }
  const clamped = Math.min(5, Math.max(0, rating));
  const value = clamped.toFixed(1);
  return (
    <p className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={`Rated ${value} out of 5`}>
        <span className={styles.starsEmpty}>
          <StarRow />
        </span>
        <span className={styles.starsFilled} style={{ width: `${(clamped / 5) * 100}%` }}>
          <StarRow />
        </span>
      </span>
      <span className={styles.ratingValue} aria-hidden="true">
        {value}
      </span>
      <span className={styles.reviews}>{reviewCountLabel(reviewCount)}</span>
    </p>
  );
}

/** A search result: picture, name, rating, address, today's hours, distance, services and two actions. */
export function ProviderCard({ provider, onViewProfile, onBook }: ProviderCardProps) {
  const nameId = useId();
  const shownServices = provider.services.slice(0, MAX_SERVICES_SHOWN);
  const moreServices = provider.services.length - shownServices.length;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      {provider.sponsored ? (
        <div className={styles.sponsored}>
          <p>
            <span className={styles.sponsoredLabel}>Sponsored</span> ·{' '}
            <a href={provider.sponsored.infoHref}>About sponsored listings</a>
          </p>
          <p className={shared.mutedText}>{provider.sponsored.note}</p>
        </div>
      ) : null}
      <div className={styles.header}>
        <ProviderPicture url={provider.pictureUrl} />
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <h3 id={nameId} className={styles.name}>
              {provider.name}
            </h3>
            {provider.isVerified ? (
              <span className={styles.verified}>
                <Icon name="verified" size={16} />
                Verified
              </span>
            ) : null}
          </div>
          {provider.businessName ? <p className={shared.mutedText}>{provider.businessName}</p> : null}
          <ProviderRating rating={provider.rating} reviewCount={provider.reviewCount} />
        </div>
      </div>

      <ul className={styles.facts}>
        <li className={styles.fact}>
          <Icon name="pin" size={16} className={styles.factIcon} />
          <span>{provider.address}</span>
        </li>
        <li className={styles.fact}>
          <Icon name="clock" size={16} className={styles.factIcon} />
          <span>Today: {provider.todayHours}</span>
        </li>
        {provider.distance ? (
          <li className={styles.fact}>
            <Icon name="route" size={16} className={styles.factIcon} />
            <span>{provider.distance} away</span>
          </li>
        ) : null}
      </ul>

      {shownServices.length > 0 ? (
        <ul className={styles.services} aria-label="Services">
          {shownServices.map((service) => (
            <li key={service} className={styles.service}>
              {service}
            </li>
          ))}
          {moreServices > 0 ? <li className={styles.service}>+{moreServices} more</li> : null}
        </ul>
      ) : null}

      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-label={`View Profile of ${provider.name}`}
          onPress={() => onViewProfile(provider.id)}
        >
          View Profile
        </Button>
        <Button aria-label={`Book Appointment with ${provider.name}`} onPress={() => onBook(provider.id)}>
          Book Appointment
        </Button>
      </div>
    </article>
  );
}
