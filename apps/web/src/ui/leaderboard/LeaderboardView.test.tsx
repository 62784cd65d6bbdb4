import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-app.tsx';
import { rankColumn } from './leaderboard-cells.tsx';
import { LeaderboardView, type LeaderboardColumn } from './LeaderboardView.tsx';

type Row = { id: string; rank: number; name: string; points: number; city: string; club: string };

const rows: Row[] = [
  { id: 'a', rank: 1, name: 'Alpha', points: 120, city: 'Riga', club: 'Caps' },
  { id: 'b', rank: 2, name: 'Bravo', points: 90, city: 'Oslo', club: 'Lids' },
];

const columns: LeaderboardColumn<Row>[] = [
  rankColumn(),
  { key: 'name', header: 'Name', cell: (r) => r.name, card: 'name' },
  {
    key: 'points',
    header: 'Points',
    cell: (r) => `${r.points}`,
    cardCell: (r) => `${r.points} pts`,
    card: 'value',
    align: 'right',
    width: 120,
  },
  { key: 'city', header: 'City', cell: (r) => r.city, cardCell: (r) => <span>City: {r.city}</span>, card: 'detail' },
  { key: 'club', header: 'Club', cell: (r) => r.club, cardCell: (r) => <span>Club: {r.club}</span>, card: 'detail' },
];

function view(phone: boolean) {
  return renderWithProviders(
    <LeaderboardView
      label="Test leaderboard"
      rows={rows}
      columns={columns}
      rowTestId="row"
      isHighlighted={(r) => r.id === 'b'}
    />,
    { phone },
  );
}

describe('LeaderboardView', () => {
  it('draws the columns as a table on wide screens', () => {
    view(false);
    const table = screen.getByRole('table', { name: 'Test leaderboard' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Name', 'Points', 'City', 'Club']);
    const [first, second] = within(table).getAllByTestId('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.', 'Alpha', '120', 'Riga', 'Caps']);
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('120 pts')).not.toBeInTheDocument();
  });

  it('stacks one card per row on phones, with the card cells and the details under the name', () => {
    view(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Test leaderboard' });
    const cards = within(list).getAllByTestId('row');
    expect(cards.map((c) => c.tagName)).toEqual(['LI', 'LI']);
    const first = within(cards[0]!);
    expect(first.getByText('1.')).toBeInTheDocument();
    expect(first.getByText('Alpha')).toBeInTheDocument();
    expect(first.getByText('120 pts')).toBeInTheDocument();
    expect(first.getByText('City: Riga')).toBeInTheDocument();
    expect(first.getByText('Club: Caps')).toBeInTheDocument();
    expect(cards[1]).toHaveAttribute('aria-current', 'true');
  });
});
