/**
 * The one table of the app's pages. Each entry says where a page is (its path pattern), what it is (its module,
 * loaded on demand), what it reads first and what the HTML paints of it. Everything else comes from here:
 *
 * - the router (`routes.tsx` builds React Router's routes from it),
 * - the start-up prefetch (`route-prefetch.ts` starts a page's first reads while its code loads),
 * - the build (`vite.config.ts`): index.html's static shell with each page's head, and
 *   `dist/.vite/route-manifest.json` — per page its pattern, its JS to preload, its first reads and its head,
 * - the server (`apps/server/src/platform/client-shell.ts`), which reads that JSON to preload a page's code, embed its
 *   first visitor reads and paint its head into index.html.
 *
 * It is part of the start-up bundle, so it stays cheap: plain data, and every module is a function that imports it.
 * The build reads each page's modules from the `import('…')` calls inside its entry (vite.config.ts), so write each
 * entry's imports inline.
 */
import { createElement, type ComponentType } from 'react';
import type { ReadEndpointName } from '../api/client.ts';

/**
 * A read a page starts with. `params` maps each path parameter of the endpoint to the route parameter it comes
 * from. `as: 'visitor'` reads without the session (the server embeds these replies in index.html); `'session'` with
 * it, when the reply depends on who asks (an admin's controls).
 */
export type FirstRead = {
  endpoint: ReadEndpointName;
  params?: Readonly<Record<string, string>>;
  as: 'visitor' | 'session';
};

/**
 * What the HTML paints of a page before any script has run, from its first visitor read: a component that draws the
 * page's top exactly as the page will (the build renders it to static markup). It receives the named string fields of
 * that read and the page's `pathname`.
 */
type PageHead = {
  component: () => Promise<ComponentType<Record<string, string>>>;
  fields: readonly string[];
};

export type PageRoute = {
  /** React Router pattern, absolute (`/players/:playerId`, `*` for any other path). */
  path: string;
  /** The page component, in a chunk of its own, drawn with the props its entry gives. */
  page: () => Promise<ComponentType>;
  /** Without the app's chrome (top bar, navigation): the stream overlay. */
  bare?: true;
  /** Only for signed-in users (visitors are sent to the login page). */
  signedIn?: true;
  /** More modules the page loads at once (its own lazy parts): the HTML preloads them with the page. */
  alsoPreload?: ReadonlyArray<() => Promise<unknown>>;
  reads?: readonly FirstRead[];
  head?: PageHead;
};

/** What a page head is drawn with: the named string fields of the page's first read, and the page's `pathname`. */
type HeadProps<F extends string> = Record<F, string> & { pathname: string };

type RouteInput<P, F extends string> = Omit<PageRoute, 'page' | 'props' | 'head'> & {
  page: () => Promise<ComponentType<P>>;
  head?: { component: () => Promise<ComponentType<HeadProps<F>>>; fields: readonly F[] };
} & (Record<string, never> extends P ? { props?: P } : { props: P });

/** A head's props from the drawn values: each declared field (empty when missing) and the pathname. */
function headProps<F extends string>(fields: readonly F[], values: Readonly<Record<string, string>>): HeadProps<F> {
  const props = { pathname: values.pathname ?? '' } as HeadProps<F>;
  for (const field of fields) props[field] = (values[field] ?? '') as HeadProps<F>[F];
  return props;
}

/** One page; `props` (checked against its component's) are the ones it is drawn with. */
function route<P extends object, F extends string = never>(input: RouteInput<P, F>): PageRoute {
  const { page, props, head, ...rest } = input as RouteInput<P, F> & { props?: P };
  // The table holds pages without props: the page drawn with its own, and the head with its fields, bound here where
  // each is typed with its component.
  return {
    ...rest,
    ...(head && {
      head: {
        fields: head.fields,
        component: () =>
          head
            .component()
            .then(
              (Head) => (values: Readonly<Record<string, string>>) =>
                createElement(Head, headProps(head.fields, values)),
            ),
      },
    }),
    page: () =>
      page().then((Page) => {
        const RoutePage = () => createElement(Page, props);
        RoutePage.displayName = `Route(${Page.displayName ?? Page.name})`;
        return RoutePage;
      }),
  };
}

export const ROUTES: readonly PageRoute[] = [
  // Stream overlay: the bracket without any chrome.
  route({
    path: '/stream/:tournamentType/tournament/:tournamentId',
    page: () => import('../features/tournaments/StreamPage.tsx').then((m) => m.StreamPage),
    bare: true,
  }),
  route({
    path: '/',
    page: () => import('../features/dashboard/HomePage.tsx').then((m) => m.HomePage),
    // News feed (with the session: admins see their controls) and Latest Games.
    reads: [
      { endpoint: 'posts.list', as: 'session' },
      { endpoint: 'dashboard.games', as: 'visitor' },
    ],
  }),
  route({ path: '/search', page: () => import('../features/search/SearchPage.tsx').then((m) => m.SearchPage) }),
  route({
    path: '/singles',
    page: () => import('../features/games/GameModePage.tsx').then((m) => m.GameModePage),
    props: { gameType: 'SINGLES' },
  }),
  route({
    path: '/singles/:gameId',
    page: () => import('../features/games/GameDetailPage.tsx').then((m) => m.GameDetailPage),
    props: { gameType: 'SINGLES' },
  }),
  route({
    path: '/easy',
    page: () => import('../features/games/GameModePage.tsx').then((m) => m.GameModePage),
    props: { gameType: 'EASY_CAPS' },
  }),
  route({
    path: '/easy/:gameId',
    page: () => import('../features/games/GameDetailPage.tsx').then((m) => m.GameDetailPage),
    props: { gameType: 'EASY_CAPS' },
  }),
  route({
    path: '/unranked',
    page: () => import('../features/games/GameModePage.tsx').then((m) => m.GameModePage),
    props: { gameType: 'UNRANKED' },
  }),
  route({
    path: '/unranked/:gameId',
    page: () => import('../features/games/GameDetailPage.tsx').then((m) => m.GameDetailPage),
    props: { gameType: 'UNRANKED' },
  }),
  route({
    path: '/doubles',
    page: () => import('../features/games/GameModePage.tsx').then((m) => m.GameModePage),
    props: { gameType: 'DOUBLES' },
  }),
  route({
    path: '/doubles/:gameId',
    page: () => import('../features/games/GameDetailPage.tsx').then((m) => m.GameDetailPage),
    props: { gameType: 'DOUBLES' },
  }),
  route({
    path: '/players/:playerId',
    page: () => import('../features/users/ProfilePage.tsx').then((m) => m.PlayerProfilePage),
    // The profile's tabs are their own chunk, so that the header draws before their code runs; they load with the page.
    alsoPreload: [() => import('../features/users/profile/ProfileSections.tsx')],
    // The header and the tabs read it as a visitor (one query, see api/users.ts).
    reads: [{ endpoint: 'users.full', params: { id: 'playerId' }, as: 'visitor' }],
    head: {
      component: () => import('../features/users/ProfilePage.tsx').then((m) => m.ProfileHead),
      fields: ['username'],
    },
  }),
  route({ path: '/teams/:teamId', page: () => import('../features/teams/TeamPage.tsx').then((m) => m.TeamPage) }),
  route({
    path: '/10commandments',
    page: () => import('../features/rules/CommandmentsPage.tsx').then((m) => m.CommandmentsPage),
  }),
  route({ path: '/rules', page: () => import('../features/rules/RulesPage.tsx').then((m) => m.RulesPage) }),
  route({
    path: '/tournaments',
    page: () => import('../features/tournaments/TournamentsPage.tsx').then((m) => m.TournamentsPage),
  }),
  route({
    path: '/:tournamentType/tournament/:tournamentId',
    page: () => import('../features/tournaments/TournamentPage.tsx').then((m) => m.TournamentPage),
    reads: [{ endpoint: 'tournaments.get', params: { gamePath: 'tournamentType', id: 'tournamentId' }, as: 'visitor' }],
    head: {
      component: () => import('../features/tournaments/TournamentPage.tsx').then((m) => m.TournamentHead),
      fields: ['tournamentName'],
    },
  }),
  route({
    path: '/comparison',
    page: () => import('../features/games/ComparisonPage.tsx').then((m) => m.ComparisonPage),
  }),
  route({ path: '/login', page: () => import('../features/auth/LoginPage.tsx').then((m) => m.LoginPage) }),
  route({ path: '/register', page: () => import('../features/auth/RegisterPage.tsx').then((m) => m.RegisterPage) }),
  route({ path: '/reset', page: () => import('../features/auth/ResetPage.tsx').then((m) => m.ResetPage) }),
  route({ path: '/reset/go', page: () => import('../features/auth/ResetGoPage.tsx').then((m) => m.ResetGoPage) }),
  route({
    path: '/resetUpdate',
    page: () => import('../features/auth/ResetUpdatePage.tsx').then((m) => m.ResetUpdatePage),
  }),
  route({
    path: '/live/:liveGameId',
    page: () => import('../features/live-game/WatchLiveGamePage.tsx').then((m) => m.WatchLiveGamePage),
  }),
  route({
    path: '/secure/liveGame',
    page: () => import('../features/live-game/LiveGamePage.tsx').then((m) => m.LiveGamePage),
    signedIn: true,
  }),
  route({
    path: '/secure/addSinglesGame',
    page: () => import('../features/games/AddSinglesGamePage.tsx').then((m) => m.AddSinglesGamePage),
    signedIn: true,
  }),
  route({
    path: '/secure/acceptance',
    page: () => import('../features/games/acceptance/AcceptancePage.tsx').then((m) => m.AcceptancePage),
    signedIn: true,
  }),
  route({
    path: '/secure/disputes',
    page: () => import('../features/games/disputes/DisputesPage.tsx').then((m) => m.DisputesPage),
    signedIn: true,
  }),
  route({
    path: '/secure/teams',
    page: () => import('../features/teams/TeamsPage.tsx').then((m) => m.TeamsPage),
    signedIn: true,
  }),
  route({
    path: '/secure/profile',
    page: () => import('../features/users/ProfilePage.tsx').then((m) => m.OwnProfilePage),
    signedIn: true,
  }),
  route({
    path: '/secure/*',
    page: () => import('../ui/NotFoundPage.tsx').then((m) => m.NotFoundPage),
    signedIn: true,
  }),
  route({ path: '*', page: () => import('../ui/NotFoundPage.tsx').then((m) => m.NotFoundPage) }),
];
