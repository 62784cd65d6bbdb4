/** Self-service rules (issue 27): registration, check-in, reports and what a change of the bracket does to them. */
import { describe, expect, it } from 'vitest';
import { bracketActions } from './actions.ts';
import { isEntryPlayable } from './entry-outcome.ts';
import { BracketError } from './errors.ts';
import { recordResult } from './advance.ts';
import {
  absentCompetitors,
  canRegister,
  canReport,
  checkIn,
  confirmedReport,
  disputeReport,
  dropAbsent,
  isScoreOverdue,
  newlyReadyEntries,
  openCheckIn,
  reconcileReports,
  register,
  registrationCapacity,
  setRegistration,
  setRoundDeadline,
  withdraw,
  withReport,
} from './self-service.ts';
import { competitors, seeded, unseeded } from './test-support.ts';
import type { TBracketEntry, TBracketTournament } from './types.ts';

const NOW = new Date('2026-11-26T10:00:00Z');

function open(capacity: number | null = null, closesAt: string | null = null): TBracketTournament {
  return setRegistration(unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', []), {
    registrationOpen: true,
    capacity,
    registrationClosesAt: closesAt,
  });
}

function reportOn(t: TBracketTournament, entry: TBracketEntry, by: string) {
  const [a, b] = [entry.competitor1Id!, entry.competitor2Id!];
  return withReport(t, entry.id, {
    gameId: `g-${entry.id}`,
    competitorId: by,
    winnerId: a,
    sides: [
      { competitorId: a, points: 11, sinks: 14 },
      { competitorId: b, points: 6, sinks: 9 },
    ],
  });
}

describe('registration', () => {
  it('takes players up to the capacity, then says it is full; closed, started or past its time says closed', () => {
    let t = open(2);
    t = register(register(t, 'a', NOW), 'b', NOW);
    expect(canRegister(t, 'c', NOW)).toEqual({
      kind: 'conflict',
      code: 'TOURNAMENT_FULL',
      message: 'The tournament is full',
    });
    expect(canRegister(t, 'a', NOW)?.message).toBe('You are already registered');
    expect(canRegister(open(null, '2026-11-26T09:00:00Z'), 'c', NOW)?.message).toBe('Registration is closed');
    expect(canRegister(unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', []), 'c', NOW)?.message).toBe(
      'Registration is closed',
    );
    expect(registrationCapacity(open())).toBe(8);
    expect(() => setRegistration(open(), { capacity: 9 })).toThrow(BracketError);
    expect(() => setRegistration(t, { capacity: 1 })).toThrow(BracketError);
  });

  it('withdrawing takes the player out of the list and of check-in', () => {
    let t = register(register(open(), 'a', NOW), 'b', NOW);
    t = checkIn(openCheckIn(t, NOW), 'a');
    t = withdraw(t, 'a');
    expect(t.competitorIds).toEqual(['b']);
    expect(t.checkIn?.checkedInIds).toEqual([]);
    expect(() => withdraw(t, 'a')).toThrow('You are not registered in this tournament');
  });
});

describe('check-in', () => {
  it('drops at the start exactly those who did not check in; without check-in nobody', () => {
    const registered = unseeded('SWISS', 'RO_64', 'RANDOM', competitors(5));
    expect(absentCompetitors(registered)).toEqual([]);
    expect(dropAbsent(registered)).toEqual(registered);
    let t = openCheckIn(registered, NOW);
    for (const id of ['p0', 'p2', 'p3', 'p4']) t = checkIn(t, id);
    expect(checkIn(t, 'p0')).toEqual(t);
    expect(absentCompetitors(t)).toEqual(['p1']);
    expect(dropAbsent(t).competitorIds).toEqual(['p0', 'p2', 'p3', 'p4']);
    expect(() => openCheckIn(t, NOW)).toThrow('Check-in is already open');
  });
});

describe('reports', () => {
  it('one report per entry by one of its competitors; confirmed it is the result, disputed the owner enters it', () => {
    const t = seeded('ROUND_ROBIN', 'RO_8', competitors(4));
    const entry = t.entries.filter(isEntryPlayable)[0]!;
    const [a, b] = [entry.competitor1Id!, entry.competitor2Id!];
    const stranger = competitors(4).find((p) => p !== a && p !== b)!;
    expect(canReport(t, entry, stranger)?.message).toBe('You can only report your own matches');
    expect(canReport(t, entry, a)).toBeNull();
    const reported = reportOn(t, entry, b);
    const waiting = reported.entries.find((e) => e.id === entry.id)!;
    expect(canReport(reported, waiting, a)?.message).toBe('A result was already reported for this match');
    expect(
      bracketActions(reported, false, { competitorIds: [a], now: NOW }).entries.find((e) => e.id === entry.id)?.actions,
    ).toMatchObject({ report: false, confirm: true });
    expect(
      bracketActions(reported, false, { competitorIds: [b], now: NOW }).entries.find((e) => e.id === entry.id)?.actions,
    ).toMatchObject({ report: false, confirm: false });

    const { game, tournament } = confirmedReport(reported, entry.id);
    const played = recordResult(tournament, entry.id, game);
    expect(played.entries.find((e) => e.id === entry.id)).toMatchObject({
      final: true,
      report: null,
      result: { winnerId: a },
    });

    const disputed = disputeReport(reported, entry.id);
    expect(
      canReport(
        disputed,
        disputed.entries.find((e) => e.id === entry.id)!,
        a,
      )?.message,
    ).toBe('This result is disputed: the organiser enters it');
  });

  it('a change that decides or resets an entry drops its report and names the pending game to withdraw', () => {
    const t = seeded('ROUND_ROBIN', 'RO_8', competitors(4));
    const [first, second] = t.entries.filter(isEntryPlayable);
    let reported = reportOn(t, first!, first!.competitor1Id!);
    reported = reportOn(reported, second!, second!.competitor2Id!);
    const owner = recordResult(reported, first!.id, {
      gameId: 'owner',
      winnerId: first!.competitor2Id!,
      sides: [
        { competitorId: first!.competitor1Id!, points: 6, sinks: 9 },
        { competitorId: first!.competitor2Id!, points: 11, sinks: 14 },
      ],
    });
    const { tournament, withdrawn } = reconcileReports(reported, owner);
    expect(withdrawn).toEqual([`g-${first!.id}`]);
    expect(tournament.entries.find((e) => e.id === second!.id)?.report?.gameId).toBe(`g-${second!.id}`);
    expect(tournament.entries.find((e) => e.id === first!.id)?.report).toBeNull();
  });

  it('announces each entry once it has both competitors and is playable, and deadlines by round', () => {
    const before = unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(8));
    const after = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(8));
    expect(newlyReadyEntries(null, after)).toHaveLength(4);
    expect(newlyReadyEntries(after, after)).toEqual([]);
    expect(newlyReadyEntries(before, before)).toEqual([]);
    const entry = after.entries.filter(isEntryPlayable)[0]!;
    const timed = setRoundDeadline(after, entry.id, '2026-11-26T09:00:00Z');
    expect(timed.entries.filter((e) => e.deadline === '2026-11-26T09:00:00Z')).toHaveLength(4);
    expect(
      isScoreOverdue(
        timed.entries.find((e) => e.id === entry.id)!,
        NOW,
      ),
    ).toBe(true);
    expect(
      isScoreOverdue(
        timed.entries.find((e) => e.id === entry.id)!,
        new Date('2026-11-26T08:00:00Z'),
      ),
    ).toBe(false);
  });
});
