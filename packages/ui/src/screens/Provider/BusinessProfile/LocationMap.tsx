import { Icon } from '../../../components/Icon/Icon';
import * as styles from './BusinessProfile.css';
import { coordinatesLabel, tilesAround } from './mapTiles';

export type LocationMapProps = { address: string; lat: number; long: number; tileUrl: string | null };

/**
 * The address's map: tiles from the configured tile server (MAP_TILE_URL) with a pin at the
 * address, or, without one, a plain placeholder with the address and a link to OpenStreetMap;
 * no request leaves the site before that link is followed.
 */
export function LocationMap({ address, lat, long, tileUrl }: LocationMapProps) {
  const coordinates = coordinatesLabel(lat, long);
  const openStreetMap = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${long}#map=16/${lat}/${long}`;
  if (tileUrl) {
    return (
      <figure className={styles.map}>
        <div className={styles.mapTiles} role="img" aria-label={`Map of ${address}, at ${coordinates}`}>
          {tilesAround(lat, long, tileUrl).map((tile) => (
            <img
              key={tile.key}
              src={tile.url}
              alt=""
              className={styles.mapTile}
              style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
            />
          ))}
          <span className={styles.mapPin} aria-hidden="true">
            <Icon name="pin" size={28} />
          </span>
        </div>
        <figcaption className={styles.mapCaption}>
          {coordinates} ·{' '}
          <a href={openStreetMap} target="_blank" rel="noopener noreferrer">
            Open in OpenStreetMap
          </a>
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className={styles.map}>
      <div className={styles.mapPlaceholder}>
        <Icon name="pin" size={28} />
        <span className={styles.mapPlaceholderTitle}>{address}</span>
        <a href={openStreetMap} target="_blank" rel="noopener noreferrer">
          View on OpenStreetMap
        </a>
      </div>
    </figure>
  );
}
