import { describe, expect, it } from 'vitest';
import { changeTournamentType, competitorCountLabel, placesFor, sizeCodeOf, statusLabel } from './tournament-rules.ts';

describe('statusLabel', () => {
  it('reads In preparation, In progress and Finished from seeded and finished', () => {
    expect(statusLabel({ seeded: false, finished: false })).toBe('In preparation');
    expect(statusLabel({ seeded: true, finished: false })).toBe('In progress');
    expect(statusLabel({ seeded: true, finished: true })).toBe('Finished');
  });
});

describe('create-dialog size rules', () => {
  it('offers 8–64 for single elimination, 8 and 16 for double elimination, nothing for round robin', () => {
    expect(placesFor('SINGLE_ELIMINATION')).toEqual([8, 16, 32, 64]);
    expect(placesFor('DOUBLE_ELIMINATION')).toEqual([8, 16]);
    expect(placesFor('ROUND_ROBIN')).toEqual([]);
  });

  it('resets 32 and 64 to 16 when switching to double elimination, and keeps 8 and 16', () => {
    for (const places of [32, 64]) {
      expect(
        changeTournamentType({ tournamentType: 'SINGLE_ELIMINATION', places, seedType: 'ELO' }, 'DOUBLE_ELIMINATION'),
      ).toEqual({
        tournamentType: 'DOUBLE_ELIMINATION',
        places: 16,
        seedType: 'ELO',
      });
    }
    expect(
      changeTournamentType(
        { tournamentType: 'SINGLE_ELIMINATION', places: 8, seedType: 'PICKED' },
        'DOUBLE_ELIMINATION',
      ).places,
    ).toBe(8);
  });

  it('gives round robin only the circle seed and back again Random', () => {
    const rr = changeTournamentType(
      { tournamentType: 'SINGLE_ELIMINATION', places: 16, seedType: 'PICKED' },
      'ROUND_ROBIN',
    );
    expect(rr.seedType).toBe('ROUND_ROBIN_CIRCLE');
    expect(sizeCodeOf(rr)).toBe('D_RO_16');
    expect(changeTournamentType(rr, 'SINGLE_ELIMINATION').seedType).toBe('RANDOM');
  });

  it('sends RO codes for single and D_RO codes for double elimination', () => {
    expect(sizeCodeOf({ tournamentType: 'SINGLE_ELIMINATION', places: 32, seedType: 'RANDOM' })).toBe('RO_32');
    expect(sizeCodeOf({ tournamentType: 'DOUBLE_ELIMINATION', places: 8, seedType: 'RANDOM' })).toBe('D_RO_8');
  });

  it('says the competitors once (teams for doubles) and, for a bracket, its size', () => {
    // One player count (the competitors) and the bracket size, never 32 "players" beside 27 (issue 20).
    expect(competitorCountLabel({ gameType: 'SINGLES', tournamentType: 'SINGLE_ELIMINATION', size: 'RO_32' }, 27)).toBe(
      '27 players · 32 bracket',
    );
    expect(competitorCountLabel({ gameType: 'DOUBLES', tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8' }, 3)).toBe(
      '3 teams · 8 bracket',
    );
    expect(competitorCountLabel({ gameType: 'EASY_CAPS', tournamentType: 'ROUND_ROBIN', size: 'D_RO_16' }, 5)).toBe(
      '5 players',
    );
    expect(competitorCountLabel({ gameType: 'SINGLES', tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8' }, 1)).toBe(
      '1 player · 8 bracket',
    );
  });
});
