import { describe, expect, it } from 'vitest';
import type { TBracketEntryView } from '@caps/domain';
import { spokenMatch } from './EntryCard.tsx';

const ania = { id: 'a', name: 'Ania', avatarHash: null, isTeam: false };
const kuba = { id: 'k', name: 'Kuba', avatarHash: null, isTeam: false };
const entry = (over: Partial<TBracketEntryView>): TBracketEntryView => ({
  id: 'e',
  coordinate: 2,
  bracketEntryType: 'RO_8',
  place: { stage: 'bracket', group: null, round: 1, match: 1 },
  roundCode: { code: 'SEMI_FINAL' },
  final: false,
  bye: false,
  forfeited: false,
  forfeitedId: null,
  player1: null,
  player2: null,
  team1: null,
  team2: null,
  game: null,
  result: null,
  table: null,
  deadline: null,
  reportedBy: null,
  disputed: false,
  ...over,
});

describe('spokenMatch: what a screen reader says for a bracket card', () => {
  it('says the score and who won', () => {
    const played = entry({
      final: true,
      result: { competitor1Points: 11, competitor2Points: 8, competitor1Sinks: 13, competitor2Sinks: 9, winnerId: 'a' },
    });
    expect(spokenMatch('Quarter finals, match 2', played, [ania, kuba], undefined)).toBe(
      'Quarter finals, match 2: Ania 11, Kuba 8, Ania won',
    );
  });
  it('says who skipped and who goes through', () => {
    expect(
      spokenMatch(
        'Round 1, match 1',
        entry({ final: true, forfeited: true, forfeitedId: 'k' }),
        [ania, kuba],
        undefined,
      ),
    ).toBe('Round 1, match 1: Ania against Kuba, Kuba skipped, Ania goes through');
  });
  it('says a bye and where an unknown competitor comes from', () => {
    expect(spokenMatch('Quarter finals, match 1', entry({ final: true, bye: true }), [ania, null], undefined)).toBe(
      'Quarter finals, match 1: Ania, bye',
    );
    expect(
      spokenMatch('Semi finals, match 1', entry({}), [null, kuba], ['Winner of Quarter finals, match 1', null]),
    ).toBe('Semi finals, match 1: Winner of Quarter finals, match 1 against Kuba');
  });
});
