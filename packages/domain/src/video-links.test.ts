import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-links';

describe('video introduction links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ#t=10',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('%s embeds from %s', (link, embedUrl) => {
    expect(videoEmbed(link)?.embedUrl).toBe(embedUrl);
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'javascript:alert(1)',
    'https://user@youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    '',
  ])('%s is not embedded', (link) => {
    expect(videoEmbed(link)).toBeUndefined();
  });
});
