import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render-app.tsx';
import { GameDetailFailure, GameDetailLayout, GameSideCard, type DetailSide } from './GameDetailLayout.tsx';

const sides: [DetailSide, DetailSide] = [
  { name: 'Cap Sharks', score: 11, isWinner: true, href: '/teams/t1' },
  { name: 'Flying Lids', score: 4, isWinner: false, href: null },
];

function layout(status: 'ACCEPTED' | 'PENDING' | 'REJECTED') {
  return renderWithProviders(
    <GameDetailLayout
      title="Doubles game"
      game={{ gameType: 'DOUBLES', gameMode: 'OVERTIME', time: '2026-11-21T14:05:00.000Z', status }}
      pendingLabel="Pending: waiting for the other team"
      sides={sides}
      picture={(side, size) => <span>{`${side.name} ${size} picture`}</span>}
      sideCard={(side) => (
        <GameSideCard name={side.name} isWinner={side.isWinner} nakedLap={!side.isWinner}>
          <span>{`${side.name} stats`}</span>
        </GameSideCard>
      )}
    >
      <p>Timeline</p>
    </GameDetailLayout>,
  );
}

describe('GameDetailLayout', () => {
  it('shows both sides with VS and the score, links a side that has a page, and the game card', () => {
    layout('ACCEPTED');
    expect(screen.getByRole('heading', { level: 1, name: 'Doubles game' })).toBeInTheDocument();
    const versus = screen.getByRole('region', { name: 'Cap Sharks versus Flying Lids' });
    expect(within(versus).getByRole('link', { name: 'Cap Sharks' })).toHaveAttribute('href', '/teams/t1');
    expect(within(versus).queryByRole('link', { name: 'Flying Lids' })).not.toBeInTheDocument();
    expect(within(versus).getByLabelText('Score 11 to 4')).toHaveTextContent('11 : 4');
    expect(within(versus).getByText('Cap Sharks large picture')).toBeInTheDocument();
    expect(within(versus).getByText('Flying Lids small picture')).toBeInTheDocument();
    expect(within(versus).getAllByText('Winner')).toHaveLength(1);
    const info = screen.getByRole('region', { name: 'Game' });
    expect(within(info).getByText('Overtime')).toBeInTheDocument();
    expect(within(info).getByText('21 Nov 2026, 14:05 UTC')).toBeInTheDocument();
    expect(screen.getByText('Timeline')).toBeInTheDocument();
    expect(screen.queryByText(/Pending/)).not.toBeInTheDocument();
  });

  it('frames the winner side card and marks a naked lap', () => {
    layout('ACCEPTED');
    const winner = screen.getByRole('region', { name: 'Cap Sharks' });
    const loser = screen.getByRole('region', { name: 'Flying Lids' });
    expect(winner).toHaveAttribute('data-winner', 'true');
    expect(within(winner).getByText('Winner')).toBeInTheDocument();
    expect(within(loser).getByText('Naked lap')).toBeInTheDocument();
    expect(within(loser).getByText('Flying Lids stats')).toBeInTheDocument();
  });

  it('marks a pending and a rejected game', () => {
    const { unmount } = layout('PENDING');
    expect(screen.getByText('Pending: waiting for the other team')).toBeInTheDocument();
    unmount();
    layout('REJECTED');
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });

  it('says the game does not exist, or that it failed to load', () => {
    const { unmount } = renderWithProviders(<GameDetailFailure title="Singles game" gameType="SINGLES" notFound />);
    expect(screen.getByText('Game not found')).toBeInTheDocument();
    expect(screen.getByText('This game does not exist.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<GameDetailFailure title="Singles game" gameType="SINGLES" notFound={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the game');
  });
});
