import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { GoodLuckArt, MainGameArt, RebuttalArt } from './tutorial-art.tsx';
import type { liveGame } from '../../i18n/messages/en/live-game.ts';
import { useT } from '../../i18n/use-t.ts';

/** A tutorial message (none takes arguments). */
type TutorialKey = Extract<
  keyof typeof liveGame,
  `liveGame.tutorial.${string}Title` | `liveGame.tutorial.${string}Text`
>;

interface TutorialPage {
  title: TutorialKey;
  text: TutorialKey;
  Art: ComponentType;
}

/** The three pages shown until `tutorialPassed` is stored (SPEC.md §4 "Live game"). */
export const TUTORIAL_PAGES: readonly TutorialPage[] = [
  {
    title: 'liveGame.tutorial.flipTitle',
    text: 'liveGame.tutorial.flipText',
    Art: MainGameArt,
  },
  {
    title: 'liveGame.tutorial.rebuttalsTitle',
    text: 'liveGame.tutorial.rebuttalsText',
    Art: RebuttalArt,
  },
  {
    title: 'liveGame.tutorial.glhfTitle',
    text: 'liveGame.tutorial.glhfText',
    Art: GoodLuckArt,
  },
];

export interface TutorialScreenProps {
  step: number;
  locked: boolean;
  onNext: () => void;
  onSkip: () => void;
}

/** One tutorial page: the drawing, the text, progress dots and Next. */
export function TutorialScreen({ step, locked, onNext, onSkip }: TutorialScreenProps) {
  const t = useT();
  const page = TUTORIAL_PAGES[step] ?? TUTORIAL_PAGES[0];
  if (!page) return null;
  const last = step >= TUTORIAL_PAGES.length - 1;
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', px: 3, pb: 2 }}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', justifyContent: 'center', py: 1 }}>
        <Box sx={{ width: '100%', maxWidth: 340 }}>
          <page.Art />
        </Box>
      </Box>
      <Typography component="h2" sx={{ fontSize: '1.625rem', fontWeight: 750, mb: 1 }}>
        {t(page.title)}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', lineHeight: 1.5, color: 'text.secondary', minHeight: '7.5em' }}>
        {t(page.text)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2 }}>
        <Box
          role="img"
          aria-label={t('liveGame.tutorial.page', { page: step + 1, count: TUTORIAL_PAGES.length })}
          sx={{ display: 'flex', gap: 1, flex: 1 }}
        >
          {TUTORIAL_PAGES.map((p, i) => (
            <Box
              key={p.title}
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                border: 2,
                borderColor: 'primary.main',
                bgcolor: i <= step ? 'primary.main' : 'transparent',
              }}
            />
          ))}
        </Box>
        {!last && (
          <Button variant="text" color="inherit" sx={{ minHeight: 56, px: 2.5 }} onClick={() => !locked && onSkip()}>
            {t('liveGame.tutorial.skip')}
          </Button>
        )}
        <Button
          variant="contained"
          sx={{ minHeight: 56, px: 4, fontSize: '1.0625rem' }}
          onClick={() => !locked && onNext()}
        >
          {last ? t('liveGame.tutorial.play') : t('liveGame.tutorial.next')}
        </Button>
      </Box>
    </Box>
  );
}
