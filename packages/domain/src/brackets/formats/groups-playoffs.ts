/**
 * Groups into playoffs (issue 26): competitors are snake-seeded (Elo or random) into groups of 3–6, each group plays a
 * round robin, and once every group is complete the top of each group (a setting) plays a single-elimination
 * playoff seeded by groups/playoff-plan.ts (winners against runners-up of other groups, group mates as late as
 * possible). Group standings use the round robin tie-breaks.
 *
 * Coordinates: a group's entries are 10000 · (group + 1) + 100 · round + match; the playoff's are its layout's
 * (0 = the final), made empty at seeding and filled when the groups are complete.
 */
import type { TBracketEntryType } from '../entry-types.ts';
import { emptyEntry, randomId, type TNewId } from '../empty-entry.ts';
import { isEntryPlayable } from '../entry-outcome.ts';
import { refuse } from '../errors.ts';
import { playoffPlan, playoffSlots, type TQualifierSeed } from '../groups/playoff-plan.ts';
import { eliminationPlace } from '../elimination-places.ts';
import { eliminationLayout } from '../layouts.ts';
import type { TEntryPlace } from '../match-place.ts';
import { standardPlacement } from '../placement.ts';
import { cryptoRandomInt, shuffle } from '../random.ts';
import { eliminationWinner, resolveBracket } from '../resolve.ts';
import { circlePairings } from '../round-robin-circle.ts';
import { clearResults, entriesAt, fedCoordinates, withoutResult } from '../reopen-rules.ts';
import { rankByTieBreaks, ROUND_ROBIN_TIE_BREAKS } from '../tie-breaks.ts';
import type { TBracketEntry, TBracketTournament, TCompetitorStats } from '../types.ts';
import { eloOrder } from './elimination.ts';
import type { TTournamentFormat } from './format.ts';
import { GROUPS_PLAYOFFS_SETUP } from './groups-playoffs-setup.ts';
import type { TTournamentSettings } from './settings.ts';

const GROUP_STEP = 10_000;
const ROUND_STEP = 100;
const DEFAULT_GROUP_SIZE = 4;
const DEFAULT_ADVANCE = 2;

/** The group (0-based) of a coordinate, or null for the playoff. */
export function groupOfCoordinate(coordinate: number): number | null {
  return coordinate >= GROUP_STEP ? Math.floor(coordinate / GROUP_STEP) - 1 : null;
}

/** The round (0-based) of a group entry. */
function groupRoundOfCoordinate(coordinate: number): number {
  return Math.floor((coordinate % GROUP_STEP) / ROUND_STEP);
}

/** 'A', 'B', … for groups 0, 1, … */
export function groupLetter(group: number): string {
  return String.fromCharCode(65 + group);
}

/** How many groups n competitors form: as near n / size as groups of 3 to 6 allow. */
export function groupCount(competitors: number, size: number): number {
  const fewest = Math.ceil(competitors / 6);
  const most = Math.max(fewest, Math.floor(competitors / 3));
  return Math.min(most, Math.max(fewest, Math.round(competitors / size)));
}

interface TGroupSetup {
  groups: number;
  advance: number;
}

/** How many of each group reach the playoff. */
export function groupAdvanceOf(settings: TTournamentSettings): number {
  return settings.groupAdvance ?? DEFAULT_ADVANCE;
}

function groupSetup(t: Pick<TBracketTournament, 'settings' | 'competitorIds'>): TGroupSetup {
  return {
    groups: groupCount(t.competitorIds.length, t.settings.groupSize ?? DEFAULT_GROUP_SIZE),
    advance: groupAdvanceOf(t.settings),
  };
}

const ORDINALS = ['1st', '2nd', '3rd', '4th'];

/** Who each first-row playoff slot waits for, by coordinate: '1st Group A', '2nd Group C' (null: a bye). */
export function playoffSeedLabels(
  groups: number,
  advance: number,
): Map<number, readonly [string | null, string | null]> {
  const labels = playoffPlan(groups, advance).map(
    ({ group, place }) => `${ORDINALS[place - 1] ?? `${place}th`} Group ${groupLetter(group)}`,
  );
  return standardPlacement(labels, eliminationLayout(playoffFirstRowOf(groups, advance)).firstRound);
}

const FIRST_ROW_OF_SLOTS: ReadonlyMap<number, TBracketEntryType> = new Map([
  [2, 'RO_2'],
  [4, 'RO_4'],
  [8, 'RO_8'],
  [16, 'RO_16'],
  [32, 'RO_32'],
  [64, 'RO_64'],
]);

/** The playoff's first row: RO_2 … RO_64 (at most 63 qualifiers, as fewer than n ≤ 64 advance). */
function playoffFirstRowOf(groups: number, advance: number): TBracketEntryType {
  return FIRST_ROW_OF_SLOTS.get(playoffSlots(groups * advance)) ?? 'RO_64';
}

/** Snake seeding: seeds 1…G in groups A…, G+1…2G back from the last group to A, and so on. */
export function snakeGroups(order: readonly string[], groups: number): string[][] {
  const members = Array.from({ length: groups }, (): string[] => []);
  order.forEach((id, i) => {
    const row = Math.floor(i / groups);
    const column = i % groups;
    members[row % 2 === 0 ? column : groups - 1 - column]?.push(id);
  });
  return members;
}

/** The groups' members in seed order, from the stored seed order. */
function membersOf(t: TBracketTournament): string[][] {
  return snakeGroups(t.seedOrder ?? t.competitorIds, groupSetup(t).groups);
}

function playoffFirstRow(t: Pick<TBracketTournament, 'settings' | 'competitorIds'>): TBracketEntryType {
  const { groups, advance } = groupSetup(t);
  return playoffFirstRowOf(groups, advance);
}

/** A group's standings over its own entries (round robin tie-breaks), each row marked with the group. */
function groupStandings(
  members: readonly string[],
  group: number,
  entries: readonly TBracketEntry[],
): TCompetitorStats[] {
  const own = entries.filter((e) => groupOfCoordinate(e.coordinate) === group);
  return rankByTieBreaks({ competitorIds: members, entries: own }, ROUND_ROBIN_TIE_BREAKS).map((row) => ({
    ...row,
    group,
  }));
}

/** The playoff's first row once every group is complete: qualifiers placed on their seeds (empty slots are byes). */
function fillPlayoff(t: TBracketTournament, entries: readonly TBracketEntry[]): TBracketEntry[] {
  const layout = eliminationLayout(playoffFirstRow(t));
  const { advance } = groupSetup(t);
  const tables = membersOf(t).map((members, group) => groupStandings(members, group, entries));
  const qualifier = ({ group, place }: TQualifierSeed) => tables[group]?.[place - 1]?.competitorId ?? null;
  const seeds = playoffPlan(tables.length, advance).map(qualifier);
  const placement = standardPlacement(
    seeds.filter((id): id is string => id !== null),
    layout.firstRound,
  );
  return entries.map((entry) => {
    const slots = placement.get(entry.coordinate);
    if (!slots) return entry;
    const [competitor1Id, competitor2Id] = slots;
    const bye = competitor1Id === null || competitor2Id === null;
    return { ...entry, competitor1Id, competitor2Id, bye, final: bye || entry.result !== null || entry.forfeited };
  });
}

/** Whether the playoff has been filled (every group was complete): some playoff entry holds a competitor. */
function isPlayoffFilled(entries: readonly TBracketEntry[]): boolean {
  return entries.some(
    (e) => groupOfCoordinate(e.coordinate) === null && (e.competitor1Id !== null || e.competitor2Id !== null),
  );
}

/** The playoff entries that depend on a group entry: those seeded with one of its group, and what they fed. */
function playoffDependentsOfGroup(t: TBracketTournament, group: number): TBracketEntry[] {
  if (!isPlayoffFilled(t.entries)) return [];
  const members = new Set(membersOf(t)[group] ?? []);
  const layout = eliminationLayout(playoffFirstRow(t));
  const seededFromGroup = layout.firstRound.filter((coordinate) => {
    const entry = t.entries.find((e) => e.coordinate === coordinate);
    return (
      entry !== undefined && [entry.competitor1Id, entry.competitor2Id].some((id) => id !== null && members.has(id))
    );
  });
  return entriesAt(t.entries, [...seededFromGroup, ...fedCoordinates(layout, seededFromGroup)]);
}

/** A group entry's place (its group's round and match), or the playoff's, its stage called 'playoff'. */
function groupsPlace(t: TBracketTournament, coordinate: number): TEntryPlace | null {
  const group = groupOfCoordinate(coordinate);
  if (group === null) {
    const placed = eliminationPlace(playoffFirstRow(t), coordinate);
    return placed && { ...placed, place: { ...placed.place, stage: 'playoff' } };
  }
  const round = groupRoundOfCoordinate(coordinate);
  return {
    place: { stage: 'group', group, round, match: coordinate % ROUND_STEP },
    roundCode: { code: 'GROUP_ROUND', group, n: round + 1 },
  };
}

export const GROUPS_PLAYOFFS: TTournamentFormat = {
  setup: GROUPS_PLAYOFFS_SETUP,
  create: () => [],
  pickableCoordinates: () => [],
  checkSeed: (t) => {
    const n = t.competitorIds.length;
    const { groups, advance } = groupSetup(t);
    const smallest = Math.floor(n / groups);
    if (advance >= smallest) return refuse('invalid', 'GROUPS_ADVANCE_TOO_MANY', { count: n, smallest, advance });
    if (groups * advance < 2) return refuse('invalid', 'GROUPS_PLAYOFF_TWO');
    return null;
  },
  seed: (t, options) => {
    const random = options.random ?? cryptoRandomInt;
    const order =
      t.seedType === 'ELO' ? eloOrder(t.competitorIds, options.points ?? {}, random) : shuffle(t.competitorIds, random);
    const newId: TNewId = options.newId ?? randomId;
    const groups = snakeGroups(order, groupSetup(t).groups).flatMap((members, group) =>
      circlePairings(members).map((pairing) => {
        const bye = pairing.competitor1Id === null || pairing.competitor2Id === null;
        const coordinate = GROUP_STEP * (group + 1) + ROUND_STEP * pairing.round + pairing.match;
        return {
          ...emptyEntry(newId(), coordinate, null),
          competitor1Id: pairing.competitor1Id,
          competitor2Id: pairing.competitor2Id,
          bye,
          final: bye,
        };
      }),
    );
    const layout = eliminationLayout(playoffFirstRow(t));
    const playoff = [...layout.entries]
      .sort((a, b) => a.coordinate - b.coordinate)
      .map((e) => emptyEntry(newId(), e.coordinate, e.type));
    return { entries: [...playoff, ...groups], seedOrder: order };
  },
  // The playoff fills once every group entry is closed; until then it waits, empty.
  advance: (t, entries) => {
    const groupEntries = entries.filter((e) => groupOfCoordinate(e.coordinate) !== null);
    if (!groupEntries.every((e) => e.final)) return [...entries];
    const filled = fillPlayoff(t, entries);
    const playoff = resolveBracket(
      eliminationLayout(playoffFirstRow(t)),
      filled.filter((e) => groupOfCoordinate(e.coordinate) === null),
    );
    const byId = new Map(playoff.map((e) => [e.id, e]));
    return filled.map((e) => byId.get(e.id) ?? e);
  },
  winnerOf: (_t, entries) => eliminationWinner(entries),
  isPlayable: (_t, entry) => isEntryPlayable(entry),
  seedOrder: (t) => (t.seeded ? [...(t.seedOrder ?? t.competitorIds)] : []),
  // Every group's table in turn (group A first), each competitor once; a complete group marks who goes through.
  standings: (t) => {
    const { advance } = groupSetup(t);
    return membersOf(t).flatMap((members, group) => {
      const rows = groupStandings(members, group, t.entries);
      const complete = t.entries.every((e) => groupOfCoordinate(e.coordinate) !== group || e.final);
      return complete ? rows.map((row, place) => ({ ...row, qualifies: place < advance })) : rows;
    });
  },
  place: (t, entry) => groupsPlace(t, entry.coordinate),
  dependents: (t, entry) => {
    const group = groupOfCoordinate(entry.coordinate);
    if (group !== null) return playoffDependentsOfGroup(t, group);
    return entriesAt(t.entries, fedCoordinates(eliminationLayout(playoffFirstRow(t)), [entry.coordinate]));
  },
  // A group's result reopened: its group is incomplete again, so `advance` leaves the playoff as it is; the playoff
  // entries seeded from the group are emptied here, and filled again once every group is complete.
  reset: (t, entryId, dependentIds) => {
    const entry = t.entries.find((e) => e.id === entryId);
    if (!entry || groupOfCoordinate(entry.coordinate) === null) return clearResults(t.entries, entryId, dependentIds);
    return t.entries.map((e) => {
      if (e.id === entryId) return withoutResult(e);
      return dependentIds.has(e.id)
        ? { ...withoutResult(e), competitor1Id: null, competitor2Id: null, bye: false, final: false }
        : e;
    });
  },
};
