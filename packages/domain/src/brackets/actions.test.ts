/** The owner's actions follow the same checks as the changes they stand for; nobody else gets any. */
import { describe, expect, it } from 'vitest';
import { bracketActions } from './actions.ts';
import { isEntryPlayable } from './entry-outcome.ts';
import { competitors, post, seeded, skip, unseeded } from './test-support.ts';

const NOTHING = {
  addPlayers: false,
  placeSeeds: false,
  seed: false,
  seedBlockedBy: null,
  delete: false,
  editRegistration: false,
  openCheckIn: false,
  register: false,
  withdraw: false,
  checkIn: false,
};

function offered(t: Parameters<typeof bracketActions>[0]) {
  return bracketActions(t, true)
    .entries.filter((e) => e.actions.enterResult)
    .map((e) => e.id);
}

describe('bracketActions', () => {
  it('gives anyone but the owner nothing, in any state', () => {
    for (const t of [
      unseeded('SINGLE_ELIMINATION', 'RO_8', 'PICKED', competitors(3)),
      seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5)),
    ]) {
      const actions = bracketActions(t, false);
      expect(actions.tournament).toEqual(NOTHING);
      expect(actions.entries.every((e) => !e.actions.enterResult && !e.actions.skip && !e.actions.reopen)).toBe(true);
    }
  });

  it('before seeding: competitors, placements (PICKED only), delete, and seeding with the reason it is refused', () => {
    expect(bracketActions(unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(1)), true).tournament).toEqual({
      addPlayers: true,
      placeSeeds: false,
      seed: false,
      seedBlockedBy: 'At least 2 competitors are needed to seed',
      delete: true,
      editRegistration: true,
      openCheckIn: true,
      register: false,
      withdraw: false,
      checkIn: false,
    });
    expect(
      bracketActions(unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(2)), true).tournament,
    ).toMatchObject({ seed: true, seedBlockedBy: null });
    expect(
      bracketActions(unseeded('DOUBLE_ELIMINATION', 'D_RO_8', 'PICKED', competitors(3)), true).tournament,
    ).toMatchObject({
      placeSeeds: true,
      seed: false,
      seedBlockedBy: 'Every competitor must be placed in the bracket before seeding',
    });
    // No entry is playable before the start.
    expect(offered(unseeded('SINGLE_ELIMINATION', 'RO_8', 'PICKED', competitors(8)))).toEqual([]);
  });

  it('once started: results and skips on exactly the playable entries, none played, forfeited, a bye or after the end', () => {
    let t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5));
    expect(bracketActions(t, true).tournament).toEqual({ ...NOTHING, delete: true });
    expect(offered(t)).toEqual(t.entries.filter(isEntryPlayable).map((e) => e.id));
    expect(offered(t).length).toBeGreaterThan(0);
    const byes = t.entries.filter((e) => e.bye).map((e) => e.id);
    expect(byes.length).toBeGreaterThan(0);
    t = post(t, 3, 1);
    t = skip(t, 6, 'p3');
    const decided = t.entries.filter((e) => e.coordinate === 3 || e.coordinate === 6).map((e) => e.id);
    expect(offered(t).filter((id) => [...byes, ...decided].includes(id))).toEqual([]);
    expect(bracketActions(t, true).entries.map((e) => e.actions.skip)).toEqual(
      bracketActions(t, true).entries.map((e) => e.actions.enterResult),
    );
    while (!t.finished) t = post(t, t.entries.filter(isEntryPlayable)[0]?.coordinate ?? -1, 2);
    expect(offered(t)).toEqual([]);
  });
});
