import { videoEmbed } from '@injury-assist/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import * as styles from './BusinessProfile.css';

/**
 * The Video Introduction's preview. YouTube and Vimeo links play in their own player (the only
 * frames the site's policy allows), loaded once the person asks for it, so opening the page sends
 * nothing to either; anything else, or nothing, shows a placeholder.
 */
export function VideoPreview({ url, businessName }: { url: string; businessName: string }) {
  const embed = url.trim() ? videoEmbed(url) : undefined;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  if (!embed) {
    return (
      <div className={styles.videoPlaceholder}>
        <Icon name="message" size={24} />
        <span>{url.trim() ? 'Only YouTube and Vimeo links can be previewed.' : 'No video introduction yet.'}</span>
      </div>
    );
  }
  if (loadedFor !== embed.embedUrl) {
    return (
      <div className={styles.videoPlaceholder}>
        <span>A {embed.host} video</span>
        <Button variant="secondary" size="small" onPress={() => setLoadedFor(embed.embedUrl)}>
          Play the video from {embed.host}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.video}>
      <iframe
        className={styles.videoFrame}
        src={embed.embedUrl}
        title={`Video introduction of ${businessName} on ${embed.host}`}
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
