import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { GoodLuckArt, MainGameArt, RebuttalArt } from './tutorial-art.tsx';

interface TutorialPage {
  title: string;
  text: string;
  Art: ComponentType;
}

/** The three pages shown until `tutorialPassed` is stored (SPEC.md §4 "Live game"). */
export const TUTORIAL_PAGES: readonly TutorialPage[] = [
  {
    title: 'Score with the flip board',
    text: 'When you sink, drag your card (top) down. When your opponent sinks, drag their card (bottom) up. Then the rebuttal board opens. The buttons under the cards do the same.',
    Art: MainGameArt,
  },
  {
    title: 'Rebuttals',
    text: 'The side that must rebut is outlined green. If the rebuttal lands, flip the green card (or tap Rebutted): the colours swap and the chain goes on. If it misses, flip the red card (or tap Missed): the last sinker scores.',
    Art: RebuttalArt,
  },
  {
    title: 'Good luck, have fun',
    text: 'First to 11 wins; in overtime you need a 2-point lead. Undo takes back a wrong tap. At the end, pick your opponent and post the game with its whole timeline.',
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
        {page.title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', lineHeight: 1.5, color: 'text.secondary', minHeight: '7.5em' }}>{page.text}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2 }}>
        <Box role="img" aria-label={`Page ${step + 1} of ${TUTORIAL_PAGES.length}`} sx={{ display: 'flex', gap: 1, flex: 1 }}>
          {TUTORIAL_PAGES.map((p, i) => (
            <Box key={p.title} sx={{ width: 12, height: 12, borderRadius: '50%', border: 2, borderColor: 'primary.main', bgcolor: i <= step ? 'primary.main' : 'transparent' }} />
          ))}
        </Box>
        {!last && (
          <Button variant="text" color="inherit" sx={{ minHeight: 56, px: 2.5 }} onClick={() => !locked && onSkip()}>
            Skip
          </Button>
        )}
        <Button variant="contained" sx={{ minHeight: 56, px: 4, fontSize: '1.0625rem' }} onClick={() => !locked && onNext()}>
          {last ? "Let's play" : 'Next'}
        </Button>
      </Box>
    </Box>
  );
}
