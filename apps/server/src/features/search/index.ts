/**
 * Search: players and teams by name, the one place that matches names (the search page, the opponent and team
 * typeaheads, a tournament's competitor picker). Reads accounts and teams rows itself; imports no other feature.
 */
export { countPlayersNamed, countTeamsNamed, findPlayersNamed, findTeamsNamed } from './search.repository.ts';
export { searchRoutes } from './search.routes.ts';
