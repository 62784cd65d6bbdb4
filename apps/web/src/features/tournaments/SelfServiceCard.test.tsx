import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTournamentActionsView, TTournamentView } from '@caps/domain';
import { renderWithProviders } from '../../test/render-app.tsx';
import { SelfServiceCard } from './SelfServiceCard.tsx';
import { tournamentFixture } from './tournament-fixtures.ts';

const NO_TOURNAMENT_ACTIONS: TTournamentActionsView['tournament'] = {
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
const NO_ENTRY_ACTIONS = {
  enterResult: false,
  skip: false,
  reopen: false,
  correctScore: false,
  report: false,
  confirm: false,
  editEntry: false,
  noScoreReported: false,
};

function actions(
  t: TTournamentView,
  tournament: Partial<TTournamentActionsView['tournament']>,
  entry: Partial<typeof NO_ENTRY_ACTIONS> = {},
): TTournamentActionsView {
  return {
    tournament: { ...NO_TOURNAMENT_ACTIONS, ...tournament },
    entries: t.bracketEntries.map((e) => ({ id: e.id, actions: { ...NO_ENTRY_ACTIONS, ...entry } })),
  };
}

function render(t: TTournamentView, allowed: TTournamentActionsView, myId: string | null) {
  const run = vi.fn();
  const onReport = vi.fn();
  renderWithProviders(
    <SelfServiceCard
      tournament={t}
      allowed={allowed}
      myId={myId}
      busy={false}
      run={run}
      onReport={onReport}
      onEntrySettings={vi.fn()}
      onRegistrationSettings={vi.fn()}
    />,
  );
  return { run, onReport };
}

describe('SelfServiceCard', () => {
  it('offers Register while registration is open, with the count and capacity', async () => {
    const base = tournamentFixture({ seeded: false, players: 1 });
    const t: TTournamentView = {
      ...base,
      registration: { open: true, capacity: 8, closesAt: null, closedBecause: null },
    };
    const user = userEvent.setup();
    const { run } = render(t, actions(t, { register: true }), 'someone-else');
    expect(screen.getByText('Registration is open · 1 / 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(run).toHaveBeenCalledWith({ kind: 'register' }, 'You are in');
  });

  it.each([
    ['deadline', 'Registration closed at'],
    ['full', 'Full: every place is taken · 7 / 7'],
    ['closed', 'The organiser closed registration · 7 / 7'],
  ] as const)('says why registration takes nobody: %s', (closedBecause, text) => {
    const base = tournamentFixture({ seeded: false, players: 7 });
    const t: TTournamentView = {
      ...base,
      registration: { open: false, capacity: 7, closesAt: '2026-11-29T06:51:00.000Z', closedBecause },
    };
    render(t, actions(t, {}), 'someone-else');
    expect(screen.getByTestId('registration-status')).toHaveTextContent(text);
    expect(screen.getByTestId('registration-status')).not.toHaveTextContent('closes');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('shows "You are in", Withdraw and Check in to a registered player once check-in is open', () => {
    const base = tournamentFixture({ seeded: false, players: 2 });
    const t: TTournamentView = {
      ...base,
      registration: { open: true, capacity: 8, closesAt: null, closedBecause: null },
      checkIn: { openedAt: base.date, checkedIn: [], absent: [] },
    };
    render(t, actions(t, { withdraw: true, checkIn: true }), base.players![0]!.user.id);
    expect(screen.getByText('You are in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
    expect(screen.getByText('Check-in is open: 0 of 2 checked in')).toBeInTheDocument();
  });

  it("lists the player's open match with Report result, and a reported one as waiting", async () => {
    const t = tournamentFixture({ players: 2 });
    const entry = t.bracketEntries.find((e) => e.player1 && e.player2 && !e.final)!;
    const me = entry.player1!.id;
    const user = userEvent.setup();
    const { onReport } = render(t, actions(t, {}, { report: true }), me);
    const matches = screen.getByRole('region', { name: 'Matches' });
    await user.click(within(matches).getByRole('button', { name: /^Report result of/ }));
    expect(onReport).toHaveBeenCalledWith(entry);

    const reported: TTournamentView = {
      ...t,
      bracketEntries: t.bracketEntries.map((e) => (e.id === entry.id ? { ...e, reportedBy: me, table: '4' } : e)),
    };
    renderWithProviders(
      <SelfServiceCard
        tournament={reported}
        allowed={actions(reported, {})}
        myId={me}
        busy={false}
        run={vi.fn()}
        onReport={vi.fn()}
        onEntrySettings={vi.fn()}
        onRegistrationSettings={vi.fn()}
      />,
    );
    expect(screen.getByText('Table 4 · Result reported, waiting for confirmation')).toBeInTheDocument();
  });

  it('shows nothing for a tournament without self-service to someone with no match in it', () => {
    const t = tournamentFixture({ players: 4 });
    const { container } = renderWithProviders(
      <SelfServiceCard
        tournament={t}
        allowed={actions(t, {})}
        myId={null}
        busy={false}
        run={vi.fn()}
        onReport={vi.fn()}
        onEntrySettings={vi.fn()}
        onRegistrationSettings={vi.fn()}
      />,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
