import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDeferredData } from '../../api/deferred-data.ts';
import { usePosts } from '../../api/posts.ts';
import { CapLogo } from '../../ui/Logo.tsx';
import { Page } from '../../ui/Page.tsx';
import { visuallyHidden } from '../../ui/a11y.ts';
import { LiveNow } from '../live-game/index.ts';
import { LatestGames } from './LatestGames.tsx';
import { NewsFeed } from './NewsFeed.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The wide-screen banner title. */
function Banner() {
  const t = useT();
  return (
    <Box
      sx={{
        display: { xs: 'none', sm: 'flex' },
        alignItems: 'center',
        gap: 2.5,
        pb: 3,
        mb: 3,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <CapLogo size={72} />
      <Box>
        <Typography
          variant="wordmark"
          component="h1"
          sx={{ display: 'block', fontSize: { sm: '2rem', md: '2.5rem' }, lineHeight: 1.1 }}
        >
          {t('app.name')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('home.tagline')}
        </Typography>
      </Box>
    </Box>
  );
}

/** '/': banner on wide screens, Latest Games beside the News Feed (the feed comes first on phones). */
export function HomePage() {
  const t = useT();
  // One column (phones) stacks the feed above Latest Games: that section appears once the feed has drawn its posts
  // (the same deferred render), so the feed filling in never pushes it down the screen. Its games load meanwhile.
  const posts = usePosts();
  const isFeedSettled = useDeferredData(posts) !== undefined || posts.isError;
  return (
    <Page>
      <title>{t('app.name')}</title>
      <Banner />
      {/* Phones have no banner; the page still gets its heading for screen readers. */}
      <Box component="h1" sx={{ ...visuallyHidden, display: { xs: 'block', sm: 'none' } }}>
        {t('app.name')}
      </Box>
      <LiveNow />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ order: { xs: 2, md: 1 }, display: { xs: isFeedSettled ? 'block' : 'none', md: 'block' } }}>
          <LatestGames />
        </Box>
        <Box sx={{ order: { xs: 1, md: 2 } }}>
          <NewsFeed />
        </Box>
      </Box>
    </Page>
  );
}
