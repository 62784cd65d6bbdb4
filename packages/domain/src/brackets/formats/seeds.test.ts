/** The seed numbers every format shows on its cards. */
import { describe, expect, it } from 'vitest';
import { seedTournament } from '../seeding.ts';
import { competitors, sequentialIds, seeded, unseeded } from '../test-support.ts';
import { tournamentSeeds } from './registry.ts';

const points = { p0: 100, p1: 900, p2: 500, p3: 700, p4: 300 };

describe('tournamentSeeds', () => {
  it('none before seeding', () => {
    expect(tournamentSeeds(unseeded('SINGLE_ELIMINATION', 'RO_8', 'ELO', competitors(5)))).toEqual([]);
    expect(tournamentSeeds(unseeded('SWISS', 'RO_64', 'ELO', competitors(5)))).toEqual([]);
  });

  it('elimination: the seed standard seeding gives each competitor’s first-row slot (Elo: the Elo rank)', () => {
    for (const [type, size] of [
      ['SINGLE_ELIMINATION', 'RO_8'],
      ['DOUBLE_ELIMINATION', 'D_RO_8'],
    ] as const) {
      const t = seedTournament(unseeded(type, size, 'ELO', competitors(5)), { points });
      expect(tournamentSeeds(t)).toEqual(['p1', 'p3', 'p2', 'p4', 'p0']);
    }
    // A draw of five fills seeds 1 to 5 (the byes are the places of 6 to 8).
    expect(
      [...tournamentSeeds(seedTournament(unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(5))))].sort(),
    ).toEqual(competitors(5));
  });

  it('round robin: the list order the circle pairs; Swiss and groups: the stored seed order', () => {
    expect(tournamentSeeds(seeded('ROUND_ROBIN', 'D_RO_8', ['B', 'A', 'C']))).toEqual(['B', 'A', 'C']);
    for (const type of ['SWISS', 'GROUPS_PLAYOFFS'] as const) {
      const t = seedTournament(unseeded(type, 'RO_64', 'ELO', competitors(5)), { points, newId: sequentialIds('s') });
      expect(tournamentSeeds(t)).toEqual(['p1', 'p3', 'p2', 'p4', 'p0']);
    }
  });
});
