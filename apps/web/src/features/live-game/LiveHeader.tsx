import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Close from '@mui/icons-material/Close';
import MoreVert from '@mui/icons-material/MoreVert';
import Undo from '@mui/icons-material/Undo';
import { useT } from '../../i18n/use-t.ts';

export interface LiveHeaderProps {
  title: string;
  /** A second, smaller line (the mode, or the length of the rebuttal chain). */
  subtitle?: string;
  /** During the screen-switch lock: Undo ignores taps without looking disabled. */
  locked: boolean;
  /** Colour of the title (green when a side must rebut). */
  titleColour?: string;
  canUndo: boolean;
  onUndo: () => void;
  onLeave: () => void;
  onTutorial: () => void;
  /** Absent when there is no game to discard. */
  onDiscard?: () => void;
  /** Whether the game is shared with watchers; absent when it cannot be (no game going on). */
  sharing?: boolean;
  onShare?: (share: boolean) => void;
}

const target = { minWidth: 56, minHeight: 56 } as const;

/** The only chrome of the live game: leave, the screen's title, undo and a small menu. */
export function LiveHeader({
  title,
  subtitle,
  locked,
  titleColour,
  canUndo,
  onUndo,
  onLeave,
  onTutorial,
  onDiscard,
  sharing,
  onShare,
}: LiveHeaderProps) {
  const t = useT();
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', px: 0.5, minHeight: 60, gap: 0.5 }}>
      <IconButton aria-label={t('liveGame.header.leave')} onClick={onLeave} sx={target}>
        <Close />
      </IconButton>
      <HeaderTitle title={title} subtitle={subtitle} titleColour={titleColour} />
      <Button
        color="inherit"
        disabled={!canUndo}
        onClick={onUndo}
        // Icon over a small label keeps Undo obvious while leaving the title room for "Opponent must rebut".
        sx={{
          ...target,
          px: 0.5,
          flexDirection: 'column',
          gap: 0,
          lineHeight: 1.1,
          fontSize: '0.75rem',
          pointerEvents: locked ? 'none' : undefined,
        }}
      >
        <Undo />
        {t('liveGame.header.undo')}
      </Button>
      <MoreMenu onTutorial={onTutorial} onDiscard={onDiscard} sharing={sharing} onShare={onShare} />
    </Box>
  );
}

/** The screen's title (read out when it changes) and its second line. */
function HeaderTitle({ title, subtitle, titleColour }: Pick<LiveHeaderProps, 'title' | 'subtitle' | 'titleColour'>) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
      <Box
        component="h1"
        aria-live="polite"
        sx={{
          m: 0,
          fontSize: '1.125rem',
          fontWeight: 750,
          lineHeight: 1.3,
          color: titleColour ?? 'text.primary',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {title}
      </Box>
      {subtitle && (
        <Box
          sx={{
            fontSize: '0.875rem',
            color: 'text.secondary',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {subtitle}
        </Box>
      )}
    </Box>
  );
}

/** The small menu: how to play, sharing with watchers, discarding the game. */
function MoreMenu({
  onTutorial,
  onDiscard,
  sharing,
  onShare,
}: Pick<LiveHeaderProps, 'onTutorial' | 'onDiscard' | 'sharing' | 'onShare'>) {
  const t = useT();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('liveGame.header.more')}
        aria-haspopup="menu"
        onClick={(e) => setMenuAnchor(e.currentTarget)}
        sx={target}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          sx={{ minHeight: 56 }}
          onClick={() => {
            setMenuAnchor(null);
            onTutorial();
          }}
        >
          {t('liveGame.heading.howToPlay')}
        </MenuItem>
        {onShare && (
          <MenuItem
            sx={{ minHeight: 56 }}
            onClick={() => {
              setMenuAnchor(null);
              onShare(!sharing);
            }}
          >
            {sharing ? t('liveGame.header.stopSharing') : t('liveGame.header.letOthersWatch')}
          </MenuItem>
        )}
        {onDiscard && (
          <MenuItem
            sx={{ minHeight: 56 }}
            onClick={() => {
              setMenuAnchor(null);
              onDiscard();
            }}
          >
            {t('liveGame.header.discard')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
