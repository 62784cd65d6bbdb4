/** Every route of SPEC.md §2; each page is its own lazily loaded chunk. */
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/RequireAuth.tsx';
import { Loading } from '../ui/Loading.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

const HomePage = lazy(() => import('../features/dashboard/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const SearchPage = lazy(() => import('../features/search/SearchPage.tsx').then((m) => ({ default: m.SearchPage })));
const GameModePage = lazy(() => import('../features/games/GameModePage.tsx').then((m) => ({ default: m.GameModePage })));
const GameDetailPage = lazy(() => import('../features/games/GameDetailPage.tsx').then((m) => ({ default: m.GameDetailPage })));
const ComparisonPage = lazy(() => import('../features/games/ComparisonPage.tsx').then((m) => ({ default: m.ComparisonPage })));
const AddSinglesGamePage = lazy(() =>
  import('../features/games/AddSinglesGamePage.tsx').then((m) => ({ default: m.AddSinglesGamePage })),
);
const PlayerProfilePage = lazy(() => import('../features/users/ProfilePage.tsx').then((m) => ({ default: m.PlayerProfilePage })));
const OwnProfilePage = lazy(() => import('../features/users/ProfilePage.tsx').then((m) => ({ default: m.OwnProfilePage })));
const TeamPage = lazy(() => import('../features/teams/TeamPage.tsx').then((m) => ({ default: m.TeamPage })));
const TeamsPage = lazy(() => import('../features/teams/TeamsPage.tsx').then((m) => ({ default: m.TeamsPage })));
const AcceptancePage = lazy(() => import('../features/acceptance/AcceptancePage.tsx').then((m) => ({ default: m.AcceptancePage })));
const TournamentsPage = lazy(() => import('../features/tournaments/TournamentsPage.tsx').then((m) => ({ default: m.TournamentsPage })));
const TournamentPage = lazy(() => import('../features/tournaments/TournamentPage.tsx').then((m) => ({ default: m.TournamentPage })));
const StreamPage = lazy(() => import('../features/tournaments/StreamPage.tsx').then((m) => ({ default: m.StreamPage })));
const LiveGamePage = lazy(() => import('../features/live-game/LiveGamePage.tsx').then((m) => ({ default: m.LiveGamePage })));
const RulesPage = lazy(() => import('../features/rules/RulesPage.tsx').then((m) => ({ default: m.RulesPage })));
const CommandmentsPage = lazy(() => import('../features/rules/CommandmentsPage.tsx').then((m) => ({ default: m.CommandmentsPage })));
const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })));
const ResetPage = lazy(() => import('../features/auth/ResetPage.tsx').then((m) => ({ default: m.ResetPage })));
const ResetGoPage = lazy(() => import('../features/auth/ResetGoPage.tsx').then((m) => ({ default: m.ResetGoPage })));
const ResetUpdatePage = lazy(() => import('../features/auth/ResetUpdatePage.tsx').then((m) => ({ default: m.ResetUpdatePage })));
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

export const routes: RouteObject[] = [
  {
    // Stream overlay: the bracket without any chrome.
    path: '/stream/:tournamentType/tournament/:tournamentId',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<Loading />}>
          <StreamPage />
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomePage /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'singles', element: <GameModePage gameType="SINGLES" /> },
          { path: 'singles/:gameId', element: <GameDetailPage gameType="SINGLES" /> },
          { path: 'easy', element: <GameModePage gameType="EASY_CAPS" /> },
          { path: 'easy/:gameId', element: <GameDetailPage gameType="EASY_CAPS" /> },
          { path: 'unranked', element: <GameModePage gameType="UNRANKED" /> },
          { path: 'unranked/:gameId', element: <GameDetailPage gameType="UNRANKED" /> },
          { path: 'doubles', element: <GameModePage gameType="DOUBLES" /> },
          { path: 'doubles/:gameId', element: <GameDetailPage gameType="DOUBLES" /> },
          { path: 'players/:playerId', element: <PlayerProfilePage /> },
          { path: 'teams/:teamId', element: <TeamPage /> },
          { path: '10commandments', element: <CommandmentsPage /> },
          { path: 'rules', element: <RulesPage /> },
          { path: 'tournaments', element: <TournamentsPage /> },
          { path: ':tournamentType/tournament/:tournamentId', element: <TournamentPage /> },
          { path: 'comparison', element: <ComparisonPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'reset', element: <ResetPage /> },
          { path: 'reset/go', element: <ResetGoPage /> },
          { path: 'resetUpdate', element: <ResetUpdatePage /> },
          {
            path: 'secure',
            element: <RequireAuth />,
            children: [
              { path: 'liveGame', element: <LiveGamePage /> },
              { path: 'addSinglesGame', element: <AddSinglesGamePage /> },
              { path: 'acceptance', element: <AcceptancePage /> },
              { path: 'teams', element: <TeamsPage /> },
              { path: 'profile', element: <OwnProfilePage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
