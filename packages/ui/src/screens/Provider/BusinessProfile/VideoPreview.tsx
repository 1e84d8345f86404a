import { videoEmbed } from '@injury-assist/domain';
import { ClickToPlayVideo } from '../../../components/ClickToPlayVideo/ClickToPlayVideo';
import { Icon } from '../../../components/Icon/Icon';
import * as styles from './BusinessProfile.css';

/**
 * The Video Introduction's preview, as customers get it in View Profile: YouTube and Vimeo links
 * play after a click; anything else, or nothing, shows a placeholder.
 */
export function VideoPreview({ url, businessName }: { url: string; businessName: string }) {
  const embed = url.trim() ? videoEmbed(url) : undefined;
  if (!embed) {
    return (
      <div className={styles.videoPlaceholder}>
        <Icon name="message" size={24} />
        <span>{url.trim() ? 'Only YouTube and Vimeo links can be previewed.' : 'No video introduction yet.'}</span>
      </div>
    );
  }
  return <ClickToPlayVideo embed={embed} title={`Video introduction of ${businessName} on ${embed.host}`} />;
}
