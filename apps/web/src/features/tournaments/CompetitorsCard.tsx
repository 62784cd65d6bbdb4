import { lazy, Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Link as RouterLink } from 'react-router';
import type { TGameType } from '@caps/domain';
import { usePickedDnd } from './picked-dnd-loader.ts';
import type { TCompetitor } from './tournament-rules.ts';
import { useT } from '../../i18n/use-t.ts';

// The owner's picker (an autocomplete and its search) loads only when the list is editable, not for every visitor.
const CompetitorPicker = lazy(() => import('./CompetitorPicker.tsx').then((m) => ({ default: m.CompetitorPicker })));
// Its remove buttons (and their tooltips) too.
const RemoveCompetitorButton = lazy(() =>
  import('./RemoveCompetitorButton.tsx').then((m) => ({ default: m.RemoveCompetitorButton })),
);

export interface CompetitorsCardProps {
  gameType: TGameType;
  tournamentId: string;
  /** The list shown: the saved one, or the owner's unsaved edit. */
  competitors: TCompetitor[];
  /** The owner may edit (before seeding). */
  editable: boolean;
  maxCompetitors: number;
  onChange: (competitors: TCompetitor[]) => void;
  /** Unsaved edits exist (players or placements). */
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  saveError: string | null;
  /** PICKED seeding: rows can be dragged onto bracket slots (inside the page's drag-and-drop context); unplaced ones are marked. */
  picking?: { unplacedIds: ReadonlySet<string> };
  highlightId?: string | null;
  onHighlight?: (id: string | null) => void;
}

/** 'N Players' (or Teams): the competitors, editable by the owner before seeding. */
export function CompetitorsCard(props: CompetitorsCardProps) {
  const t = useT();
  const { gameType, competitors, editable, picking, highlightId, onHighlight } = props;
  const isDoubles = gameType === 'DOUBLES';
  const Icon = isDoubles ? GroupsOutlined : PersonOutlined;

  return (
    <Card component="section" aria-labelledby="competitors-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="competitors-title" variant="h2" sx={{ mb: 1.5 }}>
        {t(isDoubles ? 'tournaments.competitors.teams' : 'tournaments.competitors.players', {
          count: competitors.length,
        })}
      </Typography>
      {editable && (
        // The fallback keeps the picker's height (a small text field and its margin) so the list does not jump.
        <Suspense fallback={<Box sx={{ height: 40, mb: 1.5 }} />}>
          <CompetitorPicker {...props} />
        </Suspense>
      )}
      {competitors.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t(
            isDoubles
              ? editable
                ? 'tournaments.competitors.noTeamsEditable'
                : 'tournaments.competitors.noTeams'
              : editable
                ? 'tournaments.competitors.noPlayersEditable'
                : 'tournaments.competitors.noPlayers',
          )}
        </Typography>
      ) : (
        <List
          dense
          disablePadding
          aria-label={t(isDoubles ? 'tournaments.competitors.teamsList' : 'tournaments.competitors.playersList')}
        >
          {competitors.map((c) => {
            const row: CompetitorRowProps = {
              competitor: c,
              href: isDoubles ? `/teams/${c.id}` : `/players/${c.id}`,
              icon: <Icon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />,
              highlighted: c.id === highlightId,
              onHighlight,
              unplaced: Boolean(picking?.unplacedIds.has(c.id)),
              onRemove: editable ? () => props.onChange(competitors.filter((x) => x.id !== c.id)) : undefined,
            };
            return picking ? <DraggableCompetitorRow key={c.id} {...row} /> : <CompetitorRow key={c.id} {...row} />;
          })}
        </List>
      )}
      {editable && (
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={props.onSave} disabled={!props.dirty || props.saving}>
            {t('common.save')}
          </Button>
          {props.dirty && (
            <Typography variant="body2" color="text.secondary">
              {t('tournaments.competitors.unsaved')}
            </Typography>
          )}
        </Box>
      )}
      {props.saveError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {props.saveError}
        </Alert>
      )}
    </Card>
  );
}

interface CompetitorRowProps {
  competitor: TCompetitor;
  href: string;
  icon: ReactNode;
  highlighted: boolean;
  onHighlight: ((id: string | null) => void) | undefined;
  unplaced: boolean;
  onRemove: (() => void) | undefined;
}

/** PICKED seeding: the row drags onto bracket slots (pointer or touch anywhere on it, the keyboard on its handle). */
function DraggableCompetitorRow(props: CompetitorRowProps) {
  const t = useT();
  const { competitor } = props;
  const { useCompetitorDrag } = usePickedDnd();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useCompetitorDrag(
    competitor.id,
    competitor.name,
  );
  const handle = (
    <Box
      ref={setActivatorNodeRef}
      {...attributes}
      aria-label={t('tournaments.competitors.place', { name: competitor.name })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 28,
        height: 36,
        borderRadius: 1,
        color: 'text.secondary',
        cursor: 'grab',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <DragIndicator fontSize="small" aria-hidden />
    </Box>
  );
  return (
    <CompetitorRow {...props} rowRef={setNodeRef} rowListeners={listeners} handle={handle} dragging={isDragging} />
  );
}

function CompetitorRow({
  competitor: c,
  href,
  icon,
  highlighted,
  onHighlight,
  unplaced,
  onRemove,
  rowRef,
  rowListeners,
  handle,
  dragging = false,
}: CompetitorRowProps & {
  rowRef?: (node: HTMLElement | null) => void;
  rowListeners?: object;
  handle?: ReactNode;
  dragging?: boolean;
}) {
  const t = useT();
  return (
    <ListItem
      ref={rowRef}
      {...rowListeners}
      divider
      onMouseEnter={onHighlight ? () => onHighlight(c.id) : undefined}
      onMouseLeave={onHighlight ? () => onHighlight(null) : undefined}
      sx={{
        gap: 1,
        minHeight: 44,
        px: 0.5,
        cursor: handle ? 'grab' : undefined,
        touchAction: handle ? 'manipulation' : undefined,
        // The press-and-hold that starts a touch drag must not select the name or open the link's long-press menu.
        ...(handle && { userSelect: 'none', WebkitTouchCallout: 'none' }),
        opacity: dragging ? 0.5 : 1,
        bgcolor: highlighted ? 'action.hover' : undefined,
      }}
      secondaryAction={
        onRemove ? (
          <Suspense fallback={null}>
            <RemoveCompetitorButton name={c.name} onRemove={onRemove} />
          </Suspense>
        ) : undefined
      }
    >
      {handle}
      {icon}
      {/* The whole row's height is the link's, a full touch target. */}
      <Link
        component={RouterLink}
        to={href}
        underline="hover"
        color="inherit"
        sx={{
          fontWeight: 650,
          overflowWrap: 'anywhere',
          minHeight: 44,
          display: 'inline-flex',
          alignItems: 'center',
          minWidth: 0,
        }}
      >
        {c.name}
      </Link>
      {unplaced && (
        <Typography variant="caption" color="warning.main" sx={{ ml: 'auto', pr: onRemove ? 5 : 0 }}>
          {t('tournaments.competitors.notPlaced')}
        </Typography>
      )}
    </ListItem>
  );
}
