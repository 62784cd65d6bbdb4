import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import {
  createTeam,
  deleteTeam,
  editTeam,
  getTeam,
  getTeamFull,
  listOwnTeams,
  searchTeams,
  teamLeaderboard,
} from './teams.service.ts';

/** Team management, the team leaderboard, team pages and team search (SERVER-RULES.md §6). */
export function teamsRoutes(app: App, ctx: AppContext): void {
  implement(app, ctx, 'teams.create', ({ auth, body }) => createTeam(ctx, auth, body));
  implement(app, ctx, 'teams.update', ({ auth, params, body }) => editTeam(ctx, auth, params.id, body));
  implement(app, ctx, 'teams.delete', async ({ auth, params }) => {
    await deleteTeam(ctx, auth, params.id);
    return null;
  });
  implement(app, ctx, 'teams.leaderboard', ({ query }) =>
    teamLeaderboard(ctx, query.pageNumber, query.pageSize, query.season, query.includeInactive, query.withProvisional),
  );
  implement(app, ctx, 'teams.search', ({ auth, query }) =>
    searchTeams(ctx, auth, query.name ?? query.username ?? '', query.pageNumber, query.pageSize),
  );
  implement(app, ctx, 'teams.ofUser', ({ auth, params, query }) =>
    listOwnTeams(ctx, auth, params.userId, query.pageNumber, query.pageSize),
  );
  implement(app, ctx, 'teams.get', ({ params }) => getTeam(ctx, params.id));
  implement(app, ctx, 'teams.full', ({ params, query }) => getTeamFull(ctx, params.id, query.season));
}
