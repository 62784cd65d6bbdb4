/**
 * Geometry of an elimination bracket drawing (DESIGN.md "Brackets"): one column per round, every entry centred
 * between the entries that feed it, connectors as elbow paths. Double elimination stacks the upper bracket over the
 * lower one and puts the grand final to the right of both. Pure, so it is tested without a browser.
 */
import type { TBracketEntryType, TLayoutEntry, TSlotSource, TTournamentView } from '@caps/domain';
import { isDoubleEliminationType, LOWER_BRACKET_BASE } from '@caps/domain/brackets/entry-types';
import { FINAL_COORDINATE } from '@caps/domain/brackets/layout';
import { GRAND_FINAL_RESET_COORDINATE } from '@caps/domain/brackets/formats/double-elimination';
import { eliminationLayout } from '@caps/domain/brackets/layouts';
import { eliminationRoundName } from '@caps/domain/brackets/round-names';

export const CARD_WIDTH = 184;
// Two rows of 44 px: each row, and each owner button beside it, is a full touch target (DESIGN.md).
export const CARD_HEIGHT = 88;
const COLUMN_GAP = 56;
/** Double elimination's columns stand closer: its lines are short elbows, and 16 players need seven columns. */
const DOUBLE_COLUMN_GAP = 32;
const ROW_GAP = 16;
const PITCH = CARD_HEIGHT + ROW_GAP;
const COLUMN_TITLE_HEIGHT = 36;
const SECTION_TITLE_HEIGHT = 32;
const SECTION_GAP = 40;
export const WINNER_WIDTH = 168;
/** The winner label's height (a caption over a name). */
const WINNER_HEIGHT = 52;

type TSection = 'single' | 'upper' | 'lower' | 'final';

export interface TPlacedEntry {
  coordinate: number;
  type: TBracketEntryType;
  /** Where its competitors come from (the reset: from the grand final). */
  sources: readonly [TSlotSource, TSlotSource];
  section: TSection;
  column: number;
  /** Left edge and vertical centre of the card. */
  x: number;
  y: number;
}

interface TBracketTitle {
  text: string;
  x: number;
  /** Baseline area top. */
  y: number;
}

export interface TBracketGeometry {
  width: number;
  height: number;
  entries: TPlacedEntry[];
  /** SVG path data of the connectors. */
  connectors: string[];
  columnTitles: TBracketTitle[];
  sectionTitles: TBracketTitle[];
  /** Where the winner label goes (left edge, vertical centre). */
  winner: { x: number; y: number };
}

/** Whether a double elimination carries the grand final reset. */
export function hasReset(t: Pick<TTournamentView, 'bracketEntries'>): boolean {
  return t.bracketEntries.some((e) => e.coordinate === GRAND_FINAL_RESET_COORDINATE);
}

function sectionOf(isDouble: boolean, coordinate: number): TSection {
  if (!isDouble) return 'single';
  if (coordinate === FINAL_COORDINATE) return 'final';
  return coordinate >= LOWER_BRACKET_BASE ? 'lower' : 'upper';
}

/** Round of an entry counted from the first games: 0 for seeded entries, else one more than its latest feeder. */
function columnsOf(entries: readonly TLayoutEntry[], byCoordinate: ReadonlyMap<number, TLayoutEntry>): Map<number, number> {
  const columns = new Map<number, number>();
  const columnOf = (coordinate: number): number => {
    const known = columns.get(coordinate);
    if (known !== undefined) return known;
    const entry = byCoordinate.get(coordinate);
    const feeders = entry ? entry.sources.flatMap((s) => (s.kind === 'seed' ? [] : [s.from])) : [];
    const column = feeders.length === 0 ? 0 : 1 + Math.max(...feeders.map(columnOf));
    columns.set(coordinate, column);
    return column;
  };
  for (const entry of entries) columnOf(entry.coordinate);
  return columns;
}

/**
 * Double elimination's columns, as narrow as the rounds allow (issue 37: 8 and 16 fit a 1280 px screen): the lower
 * bracket starts in the first column (its first round waits for the upper one's losers, but no line joins them), and
 * the grand final follows whichever final comes last.
 */
function compactDoubleColumns(columns: Map<number, number>): Map<number, number> {
  const lower = [...columns].filter(([c]) => c >= LOWER_BRACKET_BASE);
  const shift = Math.min(...lower.map(([, column]) => column));
  const compact = new Map(columns);
  for (const [coordinate, column] of lower) compact.set(coordinate, column - shift);
  compact.set(FINAL_COORDINATE, 1 + Math.max(compact.get(1) ?? 0, compact.get(LOWER_BRACKET_BASE) ?? 0));
  return compact;
}

/**
 * Vertical centres inside one section, from its root: leaves are stacked in the order a depth-first walk meets them
 * (so lines never cross), and every other entry sits midway between the same-section winners that feed it.
 */
function centresOf(root: number, sameSection: (coordinate: number) => boolean, byCoordinate: ReadonlyMap<number, TLayoutEntry>) {
  const centres = new Map<number, number>();
  let leaves = 0;
  const place = (coordinate: number): number => {
    const entry = byCoordinate.get(coordinate);
    const feeders = (entry?.sources ?? []).flatMap((s) => (s.kind === 'winner' && sameSection(s.from) ? [s.from] : []));
    const ys = feeders.map(place);
    const y = ys.length === 0 ? leaves++ * PITCH + CARD_HEIGHT / 2 : (Math.min(...ys) + Math.max(...ys)) / 2;
    centres.set(coordinate, y);
    return y;
  };
  place(root);
  return { centres, height: leaves * PITCH - ROW_GAP };
}

function elbow(from: TPlacedEntry, to: TPlacedEntry, gap: number): string {
  const x1 = from.x + CARD_WIDTH;
  const midX = to.x - gap / 2;
  return `M ${x1} ${from.y} H ${midX} V ${to.y} H ${to.x}`;
}

/**
 * The drawing of the single or double elimination bracket whose first row is `firstRow` (a size code); `reset` adds
 * the grand final reset to the right of the grand final.
 */
export function eliminationGeometry(firstRow: TBracketEntryType, { reset = false }: { reset?: boolean } = {}): TBracketGeometry {
  const layout = eliminationLayout(firstRow);
  const isDouble = isDoubleEliminationType(firstRow);
  const rounds = columnsOf(layout.entries, layout.byCoordinate);
  const columns = isDouble ? compactDoubleColumns(rounds) : rounds;
  const section = (c: number) => sectionOf(isDouble, c);
  const roots: Array<{ section: TSection; root: number; title: string | null }> = isDouble
    ? [
        { section: 'upper', root: 1, title: 'Upper bracket' },
        { section: 'lower', root: LOWER_BRACKET_BASE, title: 'Lower bracket' },
      ]
    : [{ section: 'single', root: FINAL_COORDINATE, title: null }];

  const absolute = new Map<number, number>();
  const columnTitles: TBracketTitle[] = [];
  const sectionTitles: TBracketTitle[] = [];
  const gap = isDouble ? DOUBLE_COLUMN_GAP : COLUMN_GAP;
  const xOf = (column: number) => column * (CARD_WIDTH + gap);
  let top = 0;
  for (const part of roots) {
    if (part.title) {
      sectionTitles.push({ text: part.title, x: 0, y: top });
      top += SECTION_TITLE_HEIGHT;
    }
    const { centres, height } = centresOf(part.root, (c) => section(c) === part.section, layout.byCoordinate);
    const partColumns = [...new Set([...centres.keys()].map((c) => columns.get(c) ?? 0))].sort((a, b) => a - b);
    // A column holds one round of its section: its title is the domain's name of that round.
    for (const column of partColumns) {
      const first = layout.entries.find((e) => section(e.coordinate) === part.section && columns.get(e.coordinate) === column);
      const text = first ? eliminationRoundName(firstRow, first.coordinate) : null;
      if (text) columnTitles.push({ text, x: xOf(column), y: top });
    }
    top += COLUMN_TITLE_HEIGHT;
    for (const [coordinate, y] of centres) absolute.set(coordinate, top + y);
    top += height + SECTION_GAP;
  }
  let height = top - SECTION_GAP;

  // The grand final sits between the upper and the lower final.
  if (isDouble) {
    const finalY = ((absolute.get(1) ?? 0) + (absolute.get(LOWER_BRACKET_BASE) ?? 0)) / 2;
    absolute.set(FINAL_COORDINATE, finalY);
    const text = eliminationRoundName(firstRow, FINAL_COORDINATE);
    if (text) columnTitles.push({ text, x: xOf(columns.get(FINAL_COORDINATE) ?? 0), y: finalY - CARD_HEIGHT / 2 - COLUMN_TITLE_HEIGHT });
  }

  const entries: TPlacedEntry[] = layout.entries.map((e) => {
    const column = columns.get(e.coordinate) ?? 0;
    return { coordinate: e.coordinate, type: e.type, sources: e.sources, section: section(e.coordinate), column, x: xOf(column), y: absolute.get(e.coordinate) ?? 0 };
  });
  const placed = new Map(entries.map((e) => [e.coordinate, e]));
  const connectors = entries.flatMap((to) =>
    (layout.byCoordinate.get(to.coordinate)?.sources ?? []).flatMap((s) => {
      const from = s.kind === 'winner' ? placed.get(s.from) : undefined;
      // Losers dropping to the lower bracket are not drawn: those lines would cross the whole drawing.
      if (!from || (from.section !== to.section && to.section !== 'final')) return [];
      return [elbow(from, to, gap)];
    }),
  );
  const grandFinal = placed.get(FINAL_COORDINATE);
  let last = grandFinal;
  if (reset && grandFinal) {
    // Under the grand final, in its column: a column more would not fit a 1280 px screen.
    const fromGrandFinal: TSlotSource = { kind: 'winner', from: FINAL_COORDINATE };
    const y = grandFinal.y + PITCH + COLUMN_TITLE_HEIGHT;
    last = { coordinate: GRAND_FINAL_RESET_COORDINATE, type: grandFinal.type, sources: [fromGrandFinal, fromGrandFinal], section: 'final', column: grandFinal.column, x: grandFinal.x, y };
    entries.push(last);
    connectors.push(`M ${grandFinal.x + CARD_WIDTH} ${grandFinal.y} h ${gap / 2} V ${y} H ${grandFinal.x + CARD_WIDTH}`);
    // Its round is the domain's 'Grand Final reset'; under the 'Grand Finals' card the title says it shorter.
    columnTitles.push({ text: 'Reset', x: last.x, y: last.y - CARD_HEIGHT / 2 - COLUMN_TITLE_HEIGHT });
  }
  if (isDouble && last) {
    // Double elimination: the winner under the last card, so the drawing is no wider than its columns.
    const winner = { x: last.x - 8, y: last.y + CARD_HEIGHT / 2 + WINNER_HEIGHT / 2 + 8 };
    connectors.push(`M ${last.x + CARD_WIDTH / 2} ${last.y + CARD_HEIGHT / 2} V ${winner.y - WINNER_HEIGHT / 2 + 4}`);
    height = Math.max(height, winner.y + WINNER_HEIGHT / 2);
    const lastColumn = Math.max(...entries.map((e) => e.column));
    return { width: xOf(lastColumn) + CARD_WIDTH + gap / 2, height, entries, connectors, columnTitles, sectionTitles, winner };
  }
  const lastColumn = Math.max(...entries.map((e) => e.column));
  const winner = { x: xOf(lastColumn + 1) - COLUMN_GAP / 2, y: last?.y ?? 0 };
  if (last) connectors.push(`M ${last.x + CARD_WIDTH} ${last.y} H ${winner.x}`);
  return { width: winner.x + WINNER_WIDTH, height, entries, connectors, columnTitles, sectionTitles, winner };
}

/** The smallest scale a drawing is shrunk to so that it fits its box; below it, it keeps its size and scrolls. */
export const MIN_FIT_SCALE = 0.75;

/**
 * The scale to draw a drawing `width` wide in `available` px (issue 37: double elimination of 16 on a 1280 px screen
 * is drawn at about 80% instead of scrolling sideways): 1 when it fits or until the box is measured, the fitting
 * scale down to MIN_FIT_SCALE, and 1 again below it (a phone scrolls the drawing at full size).
 */
export function fitScale(width: number, available: number | null): number {
  if (available === null || available <= 0 || width <= available) return 1;
  const scale = Math.floor((available / width) * 1000) / 1000;
  return scale >= MIN_FIT_SCALE ? scale : 1;
}
