/** The search page. */
export const search = {
  'search.title': 'Search',
  'search.placeholder': 'Type what you want to find...',
  'search.field': 'Search players and teams',
  'search.what': 'What to search',
  'search.type.all': 'All',
  'search.type.player': 'Player',
  'search.type.team': 'Team',
  'search.start': 'Find players and teams',
  'search.startHint': 'Start typing a name.',
  'search.failed': 'Search is not available right now',
  'search.none': 'No results found!',
  'search.results': 'Search results',
  'search.compare': 'Compare',
  'search.compareWith': 'Compare with {name}',
} as const;
