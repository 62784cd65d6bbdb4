import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@caps/domain';
import { json, type FakeHandler } from '../../../test/fake-api.ts';
import { currentPath, renderWithProviders } from '../../../test/render-app.tsx';
import { fullUser, game, OTHER_ID, pageOf, PROFILE_ID, stats } from '../../../test/player-fixtures.ts';

/** A doubles game of the profile's owner (team 1) as the history lists it. */
function doublesGame(id: string) {
  return game(id, {
    gameType: 'DOUBLES',
    team1Name: 'Cap Sharks',
    team2Name: 'Flying Lids',
    team1: { playerList: [PROFILE_ID] },
    team2: { playerList: [OTHER_ID] },
  });
}
import { ProfileTabs } from './ProfileTabs.tsx';

const emptySeries = () => ({ data: new Array<number>(365).fill(LIMITS.plotNoValue), lastElement: 0, lastLogged: null });

function profileApi(calls: URL[] = []): Record<string, FakeHandler> {
  const record = (req: { url: URL }) => calls.push(req.url);
  return {
    [`GET /api/games/user/${PROFILE_ID}`]: (req) => (record(req), json(pageOf([game('g1')], 0, 1))),
    [`GET /api/games/user/${PROFILE_ID}/SINGLES`]: (req) => (record(req), json(pageOf([game('g2')], 0, 1))),
    [`GET /api/games/user/${PROFILE_ID}/DOUBLES`]: (req) => (record(req), json(pageOf([doublesGame('g3')], 0, 1))),
    [`GET /api/users/${PROFILE_ID}/plots`]: (req) => (
      record(req),
      json({ pointSeries: emptySeries(), rebuttalsSeries: emptySeries() })
    ),
  };
}

describe('ProfileTabs', () => {
  it('opens Overview by default: four stats blocks, unranked without points, and no teams', () => {
    renderWithProviders(<ProfileTabs user={fullUser()} />, { route: `/players/${PROFILE_ID}` });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const singles = screen.getByRole('region', { name: 'Singles' });
    expect(within(singles).getByText('Points')).toBeInTheDocument();
    expect(within(singles).getByText('534.12')).toBeInTheDocument();
    expect(within(singles).getByText('1.40')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Doubles' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Easy Caps' })).toBeInTheDocument();
    const unranked = screen.getByRole('region', { name: 'Unranked' });
    expect(within(unranked).queryByText('Points')).not.toBeInTheDocument();
    expect(within(unranked).getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('No teams')).toBeInTheDocument();
  });

  it('shows beers downed with 2 decimals, not rounded (13.5 stays 13.50)', () => {
    renderWithProviders(
      <ProfileTabs user={fullUser({ userEasyStats: stats({ gamesPlayed: 3, beersDowned: 13.5 }) })} />,
      { route: `/players/${PROFILE_ID}` },
    );
    const easy = screen.getByRole('region', { name: 'Easy Caps' });
    expect(within(easy).getByText('Beers downed').parentElement).toHaveTextContent('13.50');
    expect(within(easy).queryByText('14')).not.toBeInTheDocument();
  });

  it('lists the active teams with links', () => {
    const team = {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Cap Crusaders',
      active: true,
      playerList: [],
      doublesStats: fullUser().userDoublesStats,
    };
    renderWithProviders(
      <ProfileTabs user={fullUser({ teams: [team, { ...team, id: 'old', name: 'Old team', active: false }] })} />,
    );
    expect(screen.getByRole('link', { name: 'Cap Crusaders' })).toHaveAttribute('href', `/teams/${team.id}`);
    expect(screen.queryByText('Old team')).not.toBeInTheDocument();
    expect(screen.queryByText('No teams')).not.toBeInTheDocument();
  });

  it('switches tabs through ?tab=', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ProfileTabs user={fullUser()} />, { route: `/players/${PROFILE_ID}`, api: profileApi() });
    await user.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(currentPath()).toBe(`/players/${PROFILE_ID}?tab=achievements`);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(currentPath()).toBe(`/players/${PROFILE_ID}`);
  });

  it('History: all types first with the hint, the opponent search once a type is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: URL[] = [];
    renderWithProviders(<ProfileTabs user={fullUser()} />, {
      route: `/players/${PROFILE_ID}?tab=history`,
      api: profileApi(calls),
    });
    // The history tab's code loads when the tab opens.
    expect(await screen.findByText('Select game type to choose an opponent')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Opponent' })).not.toBeInTheDocument();
    expect(await screen.findByText('Ania vs Kuba')).toBeInTheDocument();
    expect(calls[0]!.pathname).toBe(`/api/games/user/${PROFILE_ID}`);

    await user.click(screen.getByRole('combobox', { name: 'Game type' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All game types', 'Easy Caps', 'Singles', 'Unranked', 'Doubles']);
    await user.click(screen.getByRole('option', { name: 'Singles' }));
    expect(screen.queryByText('Select game type to choose an opponent')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Opponent' })).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)!.pathname).toBe(`/api/games/user/${PROFILE_ID}/SINGLES`));
    expect(calls.at(-1)!.searchParams.get('pageNumber')).toBe('0');
  });

  it('History: lists doubles games, and a Doubles filter without an opponent search', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: URL[] = [];
    renderWithProviders(<ProfileTabs user={fullUser()} />, {
      route: `/players/${PROFILE_ID}?tab=history`,
      api: profileApi(calls),
    });
    await screen.findByText('Ania vs Kuba');
    await user.click(screen.getByRole('combobox', { name: 'Game type' }));
    await user.click(screen.getByRole('option', { name: 'Doubles' }));
    expect(await screen.findByText('Cap Sharks vs Flying Lids')).toBeInTheDocument();
    expect(calls.at(-1)!.pathname).toBe(`/api/games/user/${PROFILE_ID}/DOUBLES`);
    expect(screen.queryByRole('combobox', { name: 'Opponent' })).not.toBeInTheDocument();
  });

  it('Achievements: all thirteen, earned ones with their date, the others dimmed', () => {
    const achievements = [
      {
        id: 'a1',
        achievement: 'PLAY_FIRST_GAME' as const,
        dateAchieved: '2026-11-20T12:00:00.000Z',
        gameType: 'SINGLES' as const,
        userId: PROFILE_ID,
      },
      {
        id: 'a2',
        achievement: 'FIRST_WIN' as const,
        dateAchieved: '2026-11-21T12:00:00.000Z',
        gameType: 'SINGLES' as const,
        userId: PROFILE_ID,
      },
    ];
    renderWithProviders(<ProfileTabs user={fullUser({ achievements })} />, {
      route: `/players/${PROFILE_ID}?tab=achievements`,
    });
    const cards = screen.getAllByTestId('achievement');
    expect(cards).toHaveLength(13);
    expect(screen.getByText('2 of 13 earned')).toBeInTheDocument();
    const first = cards.find((c) => c.textContent?.includes('Play first game!'));
    expect(first).toHaveAttribute('data-earned', 'true');
    expect(within(first!).getByText(/20 Nov 2026/)).toBeInTheDocument();
    expect(within(first!).getByText(/Singles/)).toBeInTheDocument();
    const locked = cards.find((c) => c.textContent?.includes('Rebut on your last chance!'));
    expect(locked).toHaveAttribute('data-earned', 'false');
    expect(within(locked!).getByText('Not earned yet')).toBeInTheDocument();
    // A locked achievement says how to earn it, with the rule's numbers; an earned one does not.
    expect(within(locked!).getByTestId('achievement-how-to')).toHaveTextContent(
      'Rebut while your opponent has 10 points, one from winning, in a game scored live.',
    );
    expect(locked).toHaveAccessibleDescription(
      'Rebut while your opponent has 10 points, one from winning, in a game scored live.',
    );
    const howTo = (name: string) =>
      within(cards.find((c) => c.textContent?.includes(name))!).getByTestId('achievement-how-to').textContent;
    expect(howTo('7 rebuttals in a row!')).toBe(
      'Make 7 rebuttals in one unbroken sink–rebuttal chain of a game scored live.',
    );
    expect(howTo('Get placement in easy caps!')).toBe(
      'Play 5 accepted games of Easy Caps to get onto its leaderboard.',
    );
    expect(howTo('Season podium!')).toBe(
      'Finish a season in the top 3 of the singles, easy caps or doubles ladder, with at least 5 games in it.',
    );
    expect(within(first!).queryByTestId('achievement-how-to')).not.toBeInTheDocument();
    expect(cards.filter((c) => c.getAttribute('data-earned') === 'false')).toHaveLength(11);
    // Every card has its own badge image.
    expect(new Set(cards.map((c) => c.querySelector('svg')?.getAttribute('data-achievement'))).size).toBe(13);
  });

  it('Charts: asks for the ?chart= type and shows an empty state before the first game', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: URL[] = [];
    renderWithProviders(<ProfileTabs user={fullUser()} />, {
      route: `/players/${PROFILE_ID}?tab=charts&chart=EASY_CAPS`,
      api: profileApi(calls),
    });
    expect(await screen.findByText('No games yet')).toBeInTheDocument();
    expect(calls[0]!.searchParams.get('gameType')).toBe('EASY_CAPS');
    expect(screen.getByRole('button', { name: 'Easy Caps' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Doubles' }));
    expect(currentPath()).toBe(`/players/${PROFILE_ID}?tab=charts&chart=DOUBLES`);
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('gameType')).toBe('DOUBLES'));
    expect(screen.getByText(/Doubles charts add up/)).toBeInTheDocument();
  });
});
