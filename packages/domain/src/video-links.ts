/**
 * The business profile's Video Introduction URL (spec provider-and-admin §2.3): only YouTube and
 * Vimeo links are played, each embedded from the one player origin below — the only frames the
 * server's Content-Security-Policy allows —, both privacy-enhanced (YouTube's no-cookie domain,
 * Vimeo's do-not-track parameter).
 */
export const videoEmbedOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export type VideoEmbed = { host: 'YouTube' | 'Vimeo'; embedUrl: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** scheme, authority (no user info), path, query. */
const HTTP_URL = /^https?:\/\/([^/?#@\s]+)([^?#\s]*)(?:\?([^#\s]*))?(?:#\S*)?$/i;

/**
 * The player URL for a YouTube link (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…) or a
 * Vimeo link (vimeo.com/123, player.vimeo.com/video/123); undefined for anything else, which is
 * then shown as a link only.
 */
export function videoEmbed(link: string): VideoEmbed | undefined {
  // Parsed by hand: the domain package runs where `URL` may not be typed (no DOM, no Node types).
  const match = HTTP_URL.exec(link.trim());
  if (!match) return undefined;
  const [, authority = '', path = '', query = ''] = match;
  const host = authority
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^(www\.|m\.)/, '');
  const segments = path.split('/').filter(Boolean);
  let youtubeId: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId =
      segments[0] === 'watch'
        ? /(?:^|&)v=([^&]*)/.exec(query)?.[1]
        : segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live'
          ? segments[1]
          : undefined;
  } else if (host === 'youtu.be') {
    youtubeId = segments[0];
  }
  if (youtubeId !== undefined) {
    return YOUTUBE_ID.test(youtubeId)
      ? { host: 'YouTube', embedUrl: `${videoEmbedOrigins[0]}/embed/${youtubeId}` }
      : undefined;
  }
  const vimeoId =
    host === 'vimeo.com'
      ? segments.at(-1)
      : host === 'player.vimeo.com' && segments[0] === 'video'
        ? segments[1]
        : undefined;
  if (vimeoId !== undefined && VIMEO_ID.test(vimeoId)) {
    // dnt=1: Vimeo's player sets no tracking cookies and records no session data.
    return { host: 'Vimeo', embedUrl: `${videoEmbedOrigins[1]}/video/${vimeoId}?dnt=1` };
  }
  return undefined;
}
