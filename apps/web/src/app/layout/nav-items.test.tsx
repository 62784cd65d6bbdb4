import { describe, expect, it } from 'vitest';
import { isEntryActive, navEntries } from './nav-items.tsx';

const labels = (...args: Parameters<typeof navEntries>) => navEntries(...args).map((e) => e.label);
const PUBLIC = [
  'Homepage',
  'Search',
  'Tournaments',
  'Singles',
  'Easy Caps',
  'Unranked',
  'Doubles',
  'Commandments',
  'Rules',
];

describe('navEntries', () => {
  it('shows a visitor the public entries and Login, in the spec order', () => {
    expect(labels({ role: null, username: null, isSmallScreen: false })).toEqual([...PUBLIC, 'Login']);
  });

  it('adds the profile (labelled with the username), Games Accepting and Teams for USER, and Logout last', () => {
    expect(labels({ role: 'USER', username: 'mike', isSmallScreen: false })).toEqual([
      'Homepage',
      'Search',
      'mike',
      'Tournaments',
      'Singles',
      'Easy Caps',
      'Unranked',
      'Doubles',
      'Games Accepting',
      'Teams',
      'Commandments',
      'Rules',
      'Logout',
    ]);
  });

  it('gives ADMIN the public entries, the disputes queue after Doubles and Logout', () => {
    const entries = navEntries({ role: 'ADMIN', username: 'boss', isSmallScreen: false });
    expect(entries.map((e) => e.label)).toEqual([...PUBLIC.slice(0, 7), 'Disputes', ...PUBLIC.slice(7), 'Logout']);
    expect(entries.find((e) => e.key === 'disputes')).toMatchObject({ to: '/secure/disputes' });
    expect(entries.find((e) => e.key === 'disputes')?.badge).toBeTruthy();
  });

  it('puts Live game first on small screens only', () => {
    expect(labels({ role: 'USER', username: 'mike', isSmallScreen: true })[0]).toBe('Live game');
    expect(labels({ role: null, username: null, isSmallScreen: true })[0]).toBe('Live game');
    expect(labels({ role: 'USER', username: 'mike', isSmallScreen: false })).not.toContain('Live game');
  });

  it('links each entry to its route', () => {
    const routes = navEntries({ role: 'USER', username: 'mike', isSmallScreen: true }).map((e) => e.to ?? e.action);
    expect(routes).toEqual([
      '/secure/liveGame',
      '/',
      '/search',
      '/secure/profile',
      '/tournaments',
      '/singles',
      '/easy',
      '/unranked',
      '/doubles',
      '/secure/acceptance',
      '/secure/teams',
      '/10commandments',
      '/rules',
      'logout',
    ]);
  });

  it('marks Tournaments, not the game type, on a tournament page; otherwise an entry and the pages below it', () => {
    const entries = navEntries({ role: 'USER', username: 'mike', isSmallScreen: false });
    const active = (pathname: string) => entries.filter((e) => isEntryActive(e, pathname)).map((e) => e.label);
    expect(active('/singles/tournament/7')).toEqual(['Tournaments']);
    expect(active('/doubles/tournament/7')).toEqual(['Tournaments']);
    expect(active('/tournaments')).toEqual(['Tournaments']);
    expect(active('/singles')).toEqual(['Singles']);
    expect(active('/singles/42')).toEqual(['Singles']);
    expect(active('/')).toEqual(['Homepage']);
    expect(active('/secure/profile')).toEqual(['mike']);
  });
});
