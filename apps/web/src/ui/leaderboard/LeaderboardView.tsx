import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useIsPhone } from '../use-is-phone.ts';

/**
 * Where a column goes on a phone's card: the rank leads the top line, the name fills it, the value ends it (right
 * aligned); details sit under it.
 */
type CardSlot = 'rank' | 'name' | 'value' | 'detail';

/** One column of a leaderboard: its header and cell on the table, and its place on the phone's card. */
export interface LeaderboardColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell on a card when it differs from the table's (a caption with the value, no hover card...). */
  cardCell?: (row: Row) => ReactNode;
  card: CardSlot;
  align?: 'left' | 'right';
  /** Fixed width in px (the table's layout is fixed; columns without one share the rest). */
  width?: number;
  /** Left padding of the header and the cells (spacing units). */
  pl?: number;
  /** Style of the body cells only. */
  cellSx?: SxProps<Theme>;
}

export interface LeaderboardViewProps<Row extends { id: string }> {
  /** Names the table and the list. */
  label: string;
  rows: Row[];
  columns: ReadonlyArray<LeaderboardColumn<Row>>;
  /** data-testid of each row (table row or card). */
  rowTestId: string;
  /** The signed-in player's row: tinted and marked as current. */
  isHighlighted?: (row: Row) => boolean;
  /** Greyed rows (inactive players and teams, shown on request). */
  isMuted?: (row: Row) => boolean;
  /** The box of the card's details; by default a row of equal columns under a divider. */
  cardDetailsSx?: SxProps<Theme>;
  /** The heading of a section that starts at this row (the provisional after the qualified), or null. */
  sectionBefore?: (row: Row, previous: Row | undefined) => string | null;
}

/** The signed-in player's row: a faint accent tint. */
const highlightBg = (theme: Theme) => alpha(theme.palette.primary.main, 0.12);

/** A section's heading across the table. */
function SectionRow({ text, span }: { text: string; span: number }) {
  return (
    <TableRow data-testid="leaderboard-section">
      <TableCell
        colSpan={span}
        sx={{ py: 1, bgcolor: 'action.hover', color: 'text.secondary', fontWeight: 700, fontSize: '0.875rem' }}
      >
        {text}
      </TableCell>
    </TableRow>
  );
}

function LeaderboardTable<Row extends { id: string }>({
  label,
  rows,
  columns,
  rowTestId,
  isHighlighted,
  isMuted,
  sectionBefore,
}: LeaderboardViewProps<Row>) {
  return (
    <Card>
      <Table aria-label={label} sx={{ tableLayout: 'fixed', '& td, & th': { borderColor: 'divider' } }}>
        <TableHead>
          <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 700, py: 1.5 } }}>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ width: c.width, pl: c.pl }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => {
            const isMe = isHighlighted?.(row) ?? false;
            const muted = isMuted?.(row) ?? false;
            const section = sectionBefore?.(row, rows[i - 1]) ?? null;
            return (
              <Fragment key={row.id}>
                {section && <SectionRow text={section} span={columns.length} />}
                <TableRow
                  data-testid={rowTestId}
                  data-muted={muted ? 'true' : undefined}
                  aria-current={isMe ? 'true' : undefined}
                  sx={{
                    '&:last-child td': { borderBottom: 0 },
                    ...(muted && { bgcolor: 'action.hover', '& td': { color: 'text.secondary' } }),
                    ...(isMe && {
                      bgcolor: highlightBg,
                      '& td:first-of-type': { boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` },
                    }),
                  }}
                >
                  {columns.map((c) => (
                    <TableCell
                      key={c.key}
                      align={c.align}
                      sx={[{ pl: c.pl }, ...(Array.isArray(c.cellSx) ? c.cellSx : [c.cellSx])]}
                    >
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
}

function LeaderboardCards<Row extends { id: string }>({
  label,
  rows,
  columns,
  rowTestId,
  isHighlighted,
  isMuted,
  cardDetailsSx,
  sectionBefore,
}: LeaderboardViewProps<Row>) {
  const inSlot = (slot: CardSlot) => columns.filter((c) => c.card === slot);
  const [rank, name, value, details] = [inSlot('rank'), inSlot('name'), inSlot('value'), inSlot('detail')];
  const detailsSx = cardDetailsSx ?? {
    display: 'grid',
    gridTemplateColumns: `repeat(${details.length}, 1fr)`,
    gap: 1.5,
    mt: 1,
    pt: 1,
    borderTop: 1,
    borderColor: 'divider',
  };
  const cardCell = (c: LeaderboardColumn<Row>, row: Row) => (
    <Fragment key={c.key}>{(c.cardCell ?? c.cell)(row)}</Fragment>
  );
  return (
    <Stack component="ol" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, i) => {
        const isMe = isHighlighted?.(row) ?? false;
        const muted = isMuted?.(row) ?? false;
        const section = sectionBefore?.(row, rows[i - 1]) ?? null;
        return (
          <Fragment key={row.id}>
            {section && (
              <Box
                component="li"
                data-testid="leaderboard-section"
                sx={{ pt: 1, color: 'text.secondary', fontWeight: 700, fontSize: '0.875rem' }}
              >
                {section}
              </Box>
            )}
            <Card
              component="li"
              data-testid={rowTestId}
              data-muted={muted ? 'true' : undefined}
              aria-current={isMe ? 'true' : undefined}
              sx={{
                px: 2,
                py: 1.5,
                ...(muted && { bgcolor: 'action.hover', color: 'text.secondary' }),
                ...(isMe && { bgcolor: highlightBg, borderColor: 'primary.main' }),
              }}
            >
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
                  alignItems: 'center',
                  gap: 1.5,
                }}
              >
                {rank.map((c) => cardCell(c, row))}
                {name.map((c) => cardCell(c, row))}
                <Box sx={{ textAlign: 'right' }}>{value.map((c) => cardCell(c, row))}</Box>
              </Box>
              {details.length > 0 && <Box sx={detailsSx}>{details.map((c) => cardCell(c, row))}</Box>}
            </Card>
          </Fragment>
        );
      })}
    </Stack>
  );
}

/**
 * A leaderboard from its column definitions: a table on tablets and desktops, one stacked card per row on phones
 * (nothing scrolls sideways). Players and teams are two sets of columns.
 */
export function LeaderboardView<Row extends { id: string }>(props: LeaderboardViewProps<Row>) {
  const isPhone = useIsPhone();
  return isPhone ? <LeaderboardCards {...props} /> : <LeaderboardTable {...props} />;
}
