import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Markdown } from './Markdown';

const meta = {
  title: 'Components/Markdown',
  component: Markdown,
  args: {
    source: [
      '## Get safe and get checked',
      '',
      'Move out of traffic if you can and call **911** when anyone is hurt. See a doctor the same day.',
      '',
      '- Photograph the vehicles',
      '- Note the police report number',
      '',
      '> A free case review costs you nothing.',
      '',
      'Read [our terms](/pages/terms).',
    ].join('\n'),
  },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prose: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Get safe and get checked' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'our terms' })).toHaveAttribute('href', '/pages/terms');
  },
};

/** What an author might try: none of it runs or reaches the page as markup. */
export const AuthorScriptIsInert: Story = {
  args: {
    source: [
      'Hello <script>window.__authorScriptRan = true</script>',
      '',
      '<img src="x" onerror="window.__authorScriptRan = true">',
      '',
      '[click me](javascript:window.__authorScriptRan=true)',
    ].join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText(/^Hello/)).toBeVisible();
    const link = canvas.getByText('click me');
    await expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    await expect((window as { __authorScriptRan?: boolean }).__authorScriptRan).toBeUndefined();
  },
};
