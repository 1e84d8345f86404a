import type { VideoEmbed } from '@injury-assist/domain';
import { useState } from 'react';
import { Button } from '../Button/Button';
import * as styles from './ClickToPlayVideo.css';

export type ClickToPlayVideoProps = {
  /** The player to load (videoEmbed of the link: youtube-nocookie.com, or Vimeo with dnt=1). */
  embed: VideoEmbed;
  /** The frame's accessible title, e.g. 'Video introduction of Biscayne Orthopedic Center on YouTube'. */
  title: string;
};

/**
 * A YouTube or Vimeo video behind a poster of our own: showing it sends nothing to either (no
 * thumbnail, no player script); the privacy-enhanced player loads only once the person presses
 * the poster's button. The frames are the only ones the server's Content-Security-Policy allows.
 */
export function ClickToPlayVideo({ embed, title }: ClickToPlayVideoProps) {
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  if (loadedFor !== embed.embedUrl) {
    return (
      <div className={styles.poster}>
        <span>A {embed.host} video</span>
        <Button variant="secondary" size="small" onPress={() => setLoadedFor(embed.embedUrl)}>
          Play the video from {embed.host}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.player}>
      <iframe
        className={styles.playerFrame}
        src={embed.embedUrl}
        title={title}
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
