/**
 * Tournament self-service (issue 27): players register and check in themselves, report their own results (the other
 * side confirms or disputes), and the owner steps in when needed. Pure rules; the server stores and guards them.
 */
import { canPostResult } from './advance.ts';
import { assertAllowed, BracketError, refuse, type TBracketRefusal } from './errors.ts';
import { entryHasCompetitor, isEntryPlayable } from './entry-outcome.ts';
import { entryPlace } from './formats/registry.ts';
import { isSameRound } from './match-place.ts';
import { maxCompetitors } from './formats/setups.ts';
import type { TBracketEntry, TBracketTournament, TEntryGame } from './types.ts';

export type TEntryReport = NonNullable<TBracketEntry['report']>;
export type TRegistrationSettings = {
  registrationOpen?: boolean | undefined;
  capacity?: number | null | undefined;
  registrationClosesAt?: string | null | undefined;
};

/** The most competitors registration lets in: the capacity, or the format's maximum for the size. */
export function registrationCapacity(t: Pick<TBracketTournament, 'registration' | 'tournamentType' | 'size'>): number {
  return t.registration?.capacity ?? maxCompetitors(t.tournamentType, t.size);
}

/** Whether registration takes new competitors at this time (open, not past its closing time, not started). */
export function isRegistrationOpen(t: TBracketTournament, now: Date): boolean {
  const r = t.registration;
  return !t.seeded && r !== undefined && r.open && (r.closesAt === null || Date.parse(r.closesAt) > now.getTime());
}

/** Why registration takes nobody now: closed by the owner, past its closing time, full, or started; null while open. */
export type TRegistrationClosed = 'closed' | 'deadline' | 'full' | 'started';

/**
 * Registration as it stands at `now` (issue 37: worked out when read, not stored): open only while the owner keeps
 * it open, before its closing time, with a place left and not started; otherwise why not (the start first, then the
 * owner's closing, the time, and last a full list).
 */
export function registrationStatus(
  t: Pick<TBracketTournament, 'registration' | 'tournamentType' | 'size' | 'seeded'>,
  registered: number,
  now: Date,
): { open: boolean; closedBecause: TRegistrationClosed | null } {
  const r = t.registration;
  const closedBecause: TRegistrationClosed | null = t.seeded
    ? 'started'
    : !r?.open
      ? 'closed'
      : r.closesAt !== null && Date.parse(r.closesAt) <= now.getTime()
        ? 'deadline'
        : registered >= registrationCapacity(t)
          ? 'full'
          : null;
  return { open: closedBecause === null, closedBecause };
}

/** Refuses settings that do not fit the format (capacity above its maximum) or come after the start. */
export function checkRegistrationSettings(
  t: TBracketTournament,
  settings: TRegistrationSettings,
): TBracketRefusal | null {
  if (t.seeded) return refuse('conflict', 'TOURNAMENT_STARTED');
  const max = maxCompetitors(t.tournamentType, t.size);
  const capacity = settings.capacity;
  if (capacity !== undefined && capacity !== null) {
    if (!Number.isInteger(capacity) || capacity < 2 || capacity > max)
      return refuse('invalid', 'CAPACITY_RANGE', { max });
    if (capacity < t.competitorIds.length) return refuse('invalid', 'CAPACITY_BELOW_COUNT');
  }
  if (
    settings.registrationClosesAt !== undefined &&
    settings.registrationClosesAt !== null &&
    Number.isNaN(Date.parse(settings.registrationClosesAt))
  ) {
    return refuse('invalid', 'REGISTRATION_CLOSES_AT_INVALID');
  }
  return null;
}

/** The tournament with its registration settings changed (fields left out keep their value). */
export function setRegistration(t: TBracketTournament, settings: TRegistrationSettings): TBracketTournament {
  assertAllowed(checkRegistrationSettings(t, settings));
  const current = t.registration ?? { open: false, capacity: null, closesAt: null };
  return {
    ...t,
    registration: {
      open: settings.registrationOpen ?? current.open,
      capacity: settings.capacity === undefined ? current.capacity : settings.capacity,
      closesAt: settings.registrationClosesAt === undefined ? current.closesAt : settings.registrationClosesAt,
    },
  };
}

/** Refuses a competitor's own registration: started, closed, already in, or full. */
export function canRegister(t: TBracketTournament, competitorId: string, now: Date): TBracketRefusal | null {
  if (t.seeded) return refuse('conflict', 'TOURNAMENT_STARTED');
  if (t.competitorIds.includes(competitorId)) return refuse('conflict', 'ALREADY_REGISTERED');
  if (!isRegistrationOpen(t, now)) return refuse('conflict', 'REGISTRATION_CLOSED');
  if (t.competitorIds.length >= registrationCapacity(t)) return refuse('conflict', 'TOURNAMENT_FULL');
  return null;
}

/** Adds the competitor at the end of the list (a check-in already open counts them as not checked in yet). */
export function register(t: TBracketTournament, competitorId: string, now: Date): TBracketTournament {
  assertAllowed(canRegister(t, competitorId, now));
  return { ...t, competitorIds: [...t.competitorIds, competitorId] };
}

/** Refuses withdrawing: started, or not registered. */
export function canWithdraw(t: TBracketTournament, competitorId: string): TBracketRefusal | null {
  if (t.seeded) return refuse('conflict', 'TOURNAMENT_STARTED');
  if (!t.competitorIds.includes(competitorId)) return refuse('conflict', 'NOT_REGISTERED');
  return null;
}

/** Takes the competitor out (of any picked slot and of the check-in too). */
export function withdraw(t: TBracketTournament, competitorId: string): TBracketTournament {
  assertAllowed(canWithdraw(t, competitorId));
  const keep = (id: string | null) => (id === competitorId ? null : id);
  return {
    ...t,
    competitorIds: t.competitorIds.filter((id) => id !== competitorId),
    entries: t.entries.map((e) =>
      entryHasCompetitor(e, competitorId)
        ? { ...e, competitor1Id: keep(e.competitor1Id), competitor2Id: keep(e.competitor2Id) }
        : e,
    ),
    ...(t.checkIn
      ? { checkIn: { ...t.checkIn, checkedInIds: t.checkIn.checkedInIds.filter((id) => id !== competitorId) } }
      : {}),
  };
}

export function canOpenCheckIn(t: TBracketTournament): TBracketRefusal | null {
  if (t.seeded) return refuse('conflict', 'TOURNAMENT_STARTED');
  if (t.checkIn) return refuse('conflict', 'CHECK_IN_ALREADY_OPEN');
  if (t.competitorIds.length === 0) return refuse('conflict', 'NOBODY_REGISTERED');
  return null;
}

export function openCheckIn(t: TBracketTournament, now: Date): TBracketTournament {
  assertAllowed(canOpenCheckIn(t));
  return { ...t, checkIn: { openedAt: now.toISOString(), checkedInIds: [] } };
}

/** Refuses a check-in: not open, started, or not registered. Checking in twice changes nothing. */
export function canCheckIn(t: TBracketTournament, competitorId: string): TBracketRefusal | null {
  if (t.seeded) return refuse('conflict', 'TOURNAMENT_STARTED');
  if (!t.checkIn) return refuse('conflict', 'CHECK_IN_NOT_OPEN');
  if (!t.competitorIds.includes(competitorId)) return refuse('conflict', 'NOT_REGISTERED');
  return null;
}

export function checkIn(t: TBracketTournament, competitorId: string): TBracketTournament {
  assertAllowed(canCheckIn(t, competitorId));
  if (!t.checkIn || t.checkIn.checkedInIds.includes(competitorId)) return t;
  return { ...t, checkIn: { ...t.checkIn, checkedInIds: [...t.checkIn.checkedInIds, competitorId] } };
}

/** Who the start drops: registered competitors who did not check in (none while check-in was never opened). */
export function absentCompetitors(t: TBracketTournament): string[] {
  if (!t.checkIn || t.seeded) return [];
  const checked = new Set(t.checkIn.checkedInIds);
  return t.competitorIds.filter((id) => !checked.has(id));
}

/** The tournament as it starts: the absent dropped (out of picked slots too), so seeding uses those who checked in. */
export function dropAbsent(t: TBracketTournament): TBracketTournament {
  return absentCompetitors(t).reduce((next, id) => withdraw(next, id), t);
}

/** Refuses a competitor's report: the entry must be theirs and open (the owner's own checks), not reported or disputed. */
export function canReport(
  t: TBracketTournament,
  entry: TBracketEntry,
  competitorId: string,
  game?: TEntryGame,
): TBracketRefusal | null {
  if (!entryHasCompetitor(entry, competitorId)) return refuse('conflict', 'TOURNAMENT_NOT_YOUR_MATCH');
  if (entry.disputed) return refuse('conflict', 'RESULT_DISPUTED');
  if (entry.report) return refuse('conflict', 'RESULT_ALREADY_REPORTED');
  return canPostResult(t, entry, game);
}

/** The entry waits for the other side with the reported result (its pending game). */
export function withReport(t: TBracketTournament, entryId: string, report: TEntryReport): TBracketTournament {
  return { ...t, entries: t.entries.map((e) => (e.id === entryId ? { ...e, report } : e)) };
}

/** The entry whose report is this pending game, if it still waits. */
export function entryOfReport(t: TBracketTournament, gameId: string): TBracketEntry | undefined {
  return t.entries.find((e) => e.report?.gameId === gameId);
}

/** The other side confirmed: the report becomes the entry's result (the format moves the bracket on). */
export function confirmedReport(
  t: TBracketTournament,
  entryId: string,
): { entryId: string; game: TEntryGame; tournament: TBracketTournament } {
  const report = t.entries.find((e) => e.id === entryId)?.report;
  if (!report) throw new BracketError(refuse('conflict', 'RESULT_NOT_WAITING'));
  const cleared: TBracketTournament = {
    ...t,
    entries: t.entries.map((e) => (e.id === entryId ? { ...e, report: null } : e)),
  };
  return {
    entryId,
    game: { gameId: report.gameId, winnerId: report.winnerId, sides: report.sides },
    tournament: cleared,
  };
}

/** The other side rejected the report: the entry is disputed until the owner enters its result. */
export function disputeReport(t: TBracketTournament, entryId: string): TBracketTournament {
  return { ...t, entries: t.entries.map((e) => (e.id === entryId ? { ...e, report: null, disputed: true } : e)) };
}

/**
 * After any change of the bracket: reports and disputes of entries that are no longer playable with the same two
 * competitors (decided by the owner, reset by a reopen, removed) are dropped; `withdrawn` names the pending games
 * of the dropped reports, which the server withdraws with the change.
 */
export function reconcileReports(
  before: TBracketTournament,
  after: TBracketTournament,
): { tournament: TBracketTournament; withdrawn: string[] } {
  const previous = new Map(before.entries.map((e) => [e.id, e]));
  const kept = new Set<string>();
  const entries = after.entries.map((e) => {
    const was = previous.get(e.id);
    const same =
      was !== undefined &&
      was.competitor1Id === e.competitor1Id &&
      was.competitor2Id === e.competitor2Id &&
      isEntryPlayable(e);
    if (same) {
      if (e.report) kept.add(e.report.gameId);
      return e;
    }
    return e.report || e.disputed ? { ...e, report: null, disputed: false } : e;
  });
  const withdrawn = before.entries.flatMap((e) => (e.report && !kept.has(e.report.gameId) ? [e.report.gameId] : []));
  return { tournament: { ...after, entries }, withdrawn };
}

/** Entries that became playable with this pair of competitors (the "your match is ready" notices). */
export function newlyReadyEntries(before: TBracketTournament | null, after: TBracketTournament): TBracketEntry[] {
  const ready = new Set(
    (before?.entries ?? []).filter(isEntryPlayable).map((e) => `${e.id}:${e.competitor1Id}:${e.competitor2Id}`),
  );
  if (after.finished) return [];
  return after.entries.filter((e) => isEntryPlayable(e) && !ready.has(`${e.id}:${e.competitor1Id}:${e.competitor2Id}`));
}

/** Sets an entry's table (null takes it away). */
export function setEntryTable(t: TBracketTournament, entryId: string, table: string | null): TBracketTournament {
  return { ...t, entries: t.entries.map((e) => (e.id === entryId ? { ...e, table } : e)) };
}

/** Sets the deadline of every entry in the entry's round (null takes it away). */
export function setRoundDeadline(t: TBracketTournament, entryId: string, deadline: string | null): TBracketTournament {
  const entry = t.entries.find((e) => e.id === entryId);
  if (!entry) return t;
  const round = entryPlace(t, entry)?.place;
  const inRound = (e: TBracketEntry) => {
    const place = entryPlace(t, e)?.place;
    return round !== undefined && place !== undefined && isSameRound(round, place);
  };
  return { ...t, entries: t.entries.map((e) => (e.id === entryId || inRound(e) ? { ...e, deadline } : e)) };
}

/** Past its deadline, still playable, and no result reported: the owner sees "No score reported". */
export function isScoreOverdue(entry: TBracketEntry, now: Date): boolean {
  return isEntryPlayable(entry) && !entry.report && !!entry.deadline && Date.parse(entry.deadline) <= now.getTime();
}
