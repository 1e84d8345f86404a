import { Button, Card, EmptyState, Spinner } from '@injury-assist/ui';
import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../lib/supabase';

const SLUG = 'about-sponsored-listings';

/** The published CMS page that explains the 'Sponsored' label, as the admin keeps it. */
async function readPage(): Promise<{ title: string; body: string } | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('cms_pages')
    .select('title, body')
    .eq('slug', SLUG)
    .eq('is_published', true)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** /about-sponsored-listings: what paid placement means, linked from every 'Sponsored' label. */
export default function SponsoredListingsPage() {
  const page = useQuery({ queryKey: ['cms_pages', SLUG], queryFn: readPage });
  if (page.isPending) return <Spinner label="Loading" />;
  if (page.isError) {
    return (
      <EmptyState
        title="We could not load this page."
        description="Check your connection and try again."
        action={
          <Button variant="secondary" onPress={() => void page.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <main>
      <Card title={page.data?.title ?? 'About sponsored listings'}>
        {(page.data?.body ?? 'Providers can pay to be listed first in a ZIP code; such listings are marked Sponsored.')
          .split(/\n{2,}/)
          .map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
      </Card>
    </main>
  );
}
