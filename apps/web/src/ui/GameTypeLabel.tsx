import Box from '@mui/material/Box';
import type { TGameType } from '@caps/domain';
import { useT } from '../i18n/use-t.ts';
import { GameTypeIcon } from './GameTypeIcon.tsx';

export interface GameTypeLabelProps {
  gameType: TGameType;
  /**
   * Plain: the icon at its full size and the name in the surrounding text's weight and colour (a game's type as a
   * value, on its page). Otherwise (the default) a small icon and a strong name in the text's main colour, to stand
   * out among a card's secondary details.
   */
  plain?: boolean;
}

/** A game type's icon and its name from the catalogue, side by side in one line (the icon is hidden from readers). */
export function GameTypeLabel({ gameType, plain = false }: GameTypeLabelProps) {
  const t = useT();
  return (
    <Box
      component="span"
      sx={
        plain
          ? { display: 'inline-flex', alignItems: 'center', gap: 1 }
          : { display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 650, color: 'text.primary' }
      }
    >
      <GameTypeIcon gameType={gameType} fontSize={plain ? 'medium' : 'small'} />
      {t(`gameType.${gameType}`)}
    </Box>
  );
}
