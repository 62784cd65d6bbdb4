/**
 * Geometry of an elimination bracket drawing (DESIGN.md "Brackets"): one column per round, every entry centred
 * between the entries that feed it, connectors as elbow paths. Double elimination stacks the upper bracket over the
 * lower one and puts the grand final to the right of both. Pure, so it is tested without a browser.
 */
import type {
  TBracketEntryType,
  TBracketLayout,
  TEntryPlace,
  TLayoutEntry,
  TMatchPlace,
  TRoundCode,
  TSlotSource,
  TTournamentView,
} from '@caps/domain';
import { eliminationPlace } from '@caps/domain/brackets/elimination-places';
import { isDoubleEliminationType } from '@caps/domain/brackets/entry-types';
import { GRAND_FINAL_RESET_COORDINATE } from '@caps/domain/brackets/layout';
import { eliminationLayout } from '@caps/domain/brackets/layouts';
import { translate } from '../../../i18n/i18n.ts';
import { roundWords } from '../../../i18n/round-names.ts';

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
  /** Its place in the bracket (stage, round, match) and its round's code, as the domain gives them. */
  place: TMatchPlace;
  roundCode: TRoundCode;
  /** Where its competitors come from (the reset: from the grand final). */
  sources: readonly [TSlotSource, TSlotSource];
  section: TSection;
  column: number;
  /** Left edge and vertical centre of the card. */
  x: number;
  y: number;
}

interface TBracketTitle {
  /** In the active language. */
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
  return t.bracketEntries.some((e) => e.roundCode.code === 'GRAND_FINAL_RESET');
}

const SECTIONS: Readonly<Record<TMatchPlace['stage'], TSection>> = {
  bracket: 'single',
  upper: 'upper',
  lower: 'lower',
  final: 'final',
  // Not elimination stages: a playoff is drawn from its own layout, whose stage is 'bracket'.
  rounds: 'single',
  group: 'single',
  playoff: 'single',
};

/** The places of a bracket's layout, by coordinate. */
function placesOf(firstRow: TBracketEntryType, entries: readonly TLayoutEntry[]): Map<number, TEntryPlace> {
  return new Map(
    entries.flatMap((e) => {
      const placed = eliminationPlace(firstRow, e.coordinate);
      return placed ? [[e.coordinate, placed] as const] : [];
    }),
  );
}

/** The coordinate of a stage's last round (its final), or null when the bracket has no such stage. */
function finalOf(places: ReadonlyMap<number, TEntryPlace>, stage: TMatchPlace['stage']): number | null {
  let last: [number, number] | null = null;
  for (const [coordinate, { place }] of places)
    if (place.stage === stage && (last === null || place.round > last[1])) last = [coordinate, place.round];
  return last?.[0] ?? null;
}

/** Round of an entry counted from the first games: 0 for seeded entries, else one more than its latest feeder. */
function columnsOf(
  entries: readonly TLayoutEntry[],
  byCoordinate: ReadonlyMap<number, TLayoutEntry>,
): Map<number, number> {
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
function compactDoubleColumns(
  columns: Map<number, number>,
  places: ReadonlyMap<number, TEntryPlace>,
  finals: TFinals,
): Map<number, number> {
  const lower = [...columns].filter(([c]) => places.get(c)?.place.stage === 'lower');
  const shift = Math.min(...lower.map(([, column]) => column));
  const compact = new Map(columns);
  for (const [coordinate, column] of lower) compact.set(coordinate, column - shift);
  compact.set(finals.grand, 1 + Math.max(compact.get(finals.upper) ?? 0, compact.get(finals.lower) ?? 0));
  return compact;
}

/**
 * Vertical centres inside one section, from its root: leaves are stacked in the order a depth-first walk meets them
 * (so lines never cross), and every other entry sits midway between the same-section winners that feed it.
 */
function centresOf(
  root: number,
  sameSection: (coordinate: number) => boolean,
  byCoordinate: ReadonlyMap<number, TLayoutEntry>,
) {
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

/** A bracket's finals by coordinate: the grand final (single elimination: the final), double elimination's two others. */
interface TFinals {
  grand: number;
  upper: number;
  lower: number;
}

/** What every part of one drawing reads: the layout, its places, columns and sections. */
interface TDrawing {
  firstRow: TBracketEntryType;
  isDouble: boolean;
  layout: TBracketLayout;
  places: ReadonlyMap<number, TEntryPlace>;
  finals: TFinals;
  columns: ReadonlyMap<number, number>;
  sectionOf: (coordinate: number) => TSection;
  gap: number;
  xOf: (column: number) => number;
}

function drawingOf(firstRow: TBracketEntryType): TDrawing {
  const layout = eliminationLayout(firstRow);
  const isDouble = isDoubleEliminationType(firstRow);
  const places = placesOf(firstRow, layout.entries);
  const grand = finalOf(places, isDouble ? 'final' : 'bracket') ?? 0;
  const finals = { grand, upper: finalOf(places, 'upper') ?? grand, lower: finalOf(places, 'lower') ?? grand };
  const rounds = columnsOf(layout.entries, layout.byCoordinate);
  const gap = isDouble ? DOUBLE_COLUMN_GAP : COLUMN_GAP;
  return {
    firstRow,
    isDouble,
    layout,
    places,
    finals,
    columns: isDouble ? compactDoubleColumns(rounds, places, finals) : rounds,
    sectionOf: (coordinate) => SECTIONS[places.get(coordinate)?.place.stage ?? 'bracket'],
    gap,
    xOf: (column) => column * (CARD_WIDTH + gap),
  };
}

/** The sections stacked top to bottom (double elimination: upper over lower), each with its column titles. */
function stackSections(d: TDrawing) {
  const parts: Array<{ section: TSection; root: number; title: string | null }> = d.isDouble
    ? [
        { section: 'upper', root: d.finals.upper, title: translate('tournaments.round.upperBracket') },
        { section: 'lower', root: d.finals.lower, title: translate('tournaments.round.lowerBracket') },
      ]
    : [{ section: 'single', root: d.finals.grand, title: null }];
  const absolute = new Map<number, number>();
  const columnTitles: TBracketTitle[] = [];
  const sectionTitles: TBracketTitle[] = [];
  let top = 0;
  for (const part of parts) {
    if (part.title) {
      sectionTitles.push({ text: part.title, x: 0, y: top });
      top += SECTION_TITLE_HEIGHT;
    }
    const { centres, height } = centresOf(part.root, (c) => d.sectionOf(c) === part.section, d.layout.byCoordinate);
    const partColumns = [...new Set([...centres.keys()].map((c) => d.columns.get(c) ?? 0))].sort((a, b) => a - b);
    // A column holds one round of its section: its title is that round's name.
    for (const column of partColumns) {
      const first = d.layout.entries.find(
        (e) => d.sectionOf(e.coordinate) === part.section && d.columns.get(e.coordinate) === column,
      );
      const roundCode = first && d.places.get(first.coordinate)?.roundCode;
      if (roundCode) columnTitles.push({ text: roundWords(roundCode), x: d.xOf(column), y: top });
    }
    top += COLUMN_TITLE_HEIGHT;
    for (const [coordinate, y] of centres) absolute.set(coordinate, top + y);
    top += height + SECTION_GAP;
  }
  return { absolute, columnTitles, sectionTitles, height: top - SECTION_GAP };
}

/** Every entry of the layout at its column and height. */
function placeEntries(d: TDrawing, absolute: ReadonlyMap<number, number>): TPlacedEntry[] {
  return d.layout.entries.flatMap((e) => {
    const placed = d.places.get(e.coordinate);
    if (!placed) return [];
    const column = d.columns.get(e.coordinate) ?? 0;
    return [
      {
        coordinate: e.coordinate,
        type: e.type,
        ...placed,
        sources: e.sources,
        section: d.sectionOf(e.coordinate),
        column,
        x: d.xOf(column),
        y: absolute.get(e.coordinate) ?? 0,
      },
    ];
  });
}

/** Elbows from each entry to the entry its winner goes to, within a section and into the grand final. */
function connectorsOf(d: TDrawing, entries: readonly TPlacedEntry[]): string[] {
  const placed = new Map(entries.map((e) => [e.coordinate, e]));
  return entries.flatMap((to) =>
    to.sources.flatMap((s) => {
      const from = s.kind === 'winner' ? placed.get(s.from) : undefined;
      // Losers dropping to the lower bracket are not drawn: those lines would cross the whole drawing.
      if (!from || (from.section !== to.section && to.section !== 'final')) return [];
      return [elbow(from, to, d.gap)];
    }),
  );
}

/** The grand final reset under the grand final, in its column (a column more would not fit a 1280 px screen). */
function resetUnder(
  d: TDrawing,
  grandFinal: TPlacedEntry,
): { entry: TPlacedEntry; connector: string; title: TBracketTitle } | null {
  const placed = eliminationPlace(d.firstRow, GRAND_FINAL_RESET_COORDINATE);
  if (!placed) return null;
  const fromGrandFinal: TSlotSource = { kind: 'winner', from: grandFinal.coordinate };
  const y = grandFinal.y + PITCH + COLUMN_TITLE_HEIGHT;
  const entry: TPlacedEntry = {
    ...grandFinal,
    ...placed,
    coordinate: GRAND_FINAL_RESET_COORDINATE,
    sources: [fromGrandFinal, fromGrandFinal],
    y,
  };
  const connector = `M ${grandFinal.x + CARD_WIDTH} ${grandFinal.y} h ${d.gap / 2} V ${y} H ${grandFinal.x + CARD_WIDTH}`;
  // Its round is 'Grand Final reset'; under the 'Grand Finals' card the title says it shorter.
  return {
    entry,
    connector,
    title: { text: translate('tournaments.round.reset'), x: entry.x, y: y - CARD_HEIGHT / 2 - COLUMN_TITLE_HEIGHT },
  };
}

/**
 * The drawing of the single or double elimination bracket whose first row is `firstRow` (a size code); `reset` adds
 * the grand final reset to the right of the grand final. Its titles are in the active language.
 */
export function eliminationGeometry(
  firstRow: TBracketEntryType,
  { reset = false }: { reset?: boolean } = {},
): TBracketGeometry {
  const d = drawingOf(firstRow);
  const { absolute, columnTitles, sectionTitles, height: stacked } = stackSections(d);
  let height = stacked;
  const { grand, upper, lower } = d.finals;
  // The grand final sits between the upper and the lower final.
  if (d.isDouble) {
    const finalY = ((absolute.get(upper) ?? 0) + (absolute.get(lower) ?? 0)) / 2;
    absolute.set(grand, finalY);
    const roundCode = d.places.get(grand)?.roundCode;
    if (roundCode)
      columnTitles.push({
        text: roundWords(roundCode),
        x: d.xOf(d.columns.get(grand) ?? 0),
        y: finalY - CARD_HEIGHT / 2 - COLUMN_TITLE_HEIGHT,
      });
  }
  const entries = placeEntries(d, absolute);
  const connectors = connectorsOf(d, entries);
  const grandFinal = entries.find((e) => e.coordinate === grand);
  let last = grandFinal;
  const resetPart = reset && grandFinal ? resetUnder(d, grandFinal) : null;
  if (resetPart) {
    last = resetPart.entry;
    entries.push(resetPart.entry);
    connectors.push(resetPart.connector);
    columnTitles.push(resetPart.title);
  }
  if (d.isDouble && last) {
    // Double elimination: the winner under the last card, so the drawing is no wider than its columns.
    const winner = { x: last.x - 8, y: last.y + CARD_HEIGHT / 2 + WINNER_HEIGHT / 2 + 8 };
    connectors.push(`M ${last.x + CARD_WIDTH / 2} ${last.y + CARD_HEIGHT / 2} V ${winner.y - WINNER_HEIGHT / 2 + 4}`);
    height = Math.max(height, winner.y + WINNER_HEIGHT / 2);
    const lastColumn = Math.max(...entries.map((e) => e.column));
    return {
      width: d.xOf(lastColumn) + CARD_WIDTH + d.gap / 2,
      height,
      entries,
      connectors,
      columnTitles,
      sectionTitles,
      winner,
    };
  }
  const lastColumn = Math.max(...entries.map((e) => e.column));
  const winner = { x: d.xOf(lastColumn + 1) - COLUMN_GAP / 2, y: last?.y ?? 0 };
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
