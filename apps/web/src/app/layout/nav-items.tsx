/** The drawer's entries in the order of SPEC.md §2 "Navigation", with their visibility rules. */
import { lazy, type ReactNode } from 'react';
import type { TRole } from '@caps/domain';
import Add from '@mui/icons-material/Add';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Search from '@mui/icons-material/Search';
import AccountBoxOutlined from '@mui/icons-material/AccountBoxOutlined';
import AccountTree from '@mui/icons-material/AccountTree';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Gavel from '@mui/icons-material/Gavel';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import { GameTypeIcon } from '../../ui/GameTypeIcon.tsx';
import { TenIcon } from '../../ui/TenIcon.tsx';
import { translate } from '../../i18n/i18n.ts';

// Only admins see the disputes' count (and its polling), so its code loads for them alone.
const OpenDisputesCount = lazy(() => import('./OpenDisputesCount.tsx').then((m) => ({ default: m.OpenDisputesCount })));

export interface NavEntry {
  key: string;
  label: string;
  icon: ReactNode;
  /** Route to open; absent for the Logout action. */
  to?: string;
  action?: 'logout';
  /** Drawn over the icon (a count), after the label for screen readers. */
  badge?: ReactNode;
}

export interface NavContext {
  /** The signed-in user's role, or null for a visitor. */
  role: TRole | null;
  username: string | null;
  isSmallScreen: boolean;
}

/**
 * Entries visible for this user and screen: Live game on phones only; profile, acceptance and teams for USER; the
 * disputes queue for ADMIN; Login or Logout last.
 */
export function navEntries({ role, username, isSmallScreen }: NavContext): NavEntry[] {
  const isUser = role === 'USER';
  const isAdmin = role === 'ADMIN';
  const isSignedIn = role === 'USER' || role === 'ADMIN';
  const entries: (NavEntry | false)[] = [
    isSmallScreen && { key: 'liveGame', to: '/secure/liveGame', label: translate('nav.liveGame'), icon: <Add /> },
    { key: 'home', to: '/', label: translate('nav.home'), icon: <HomeOutlined /> },
    { key: 'search', to: '/search', label: translate('nav.search'), icon: <Search /> },
    isUser && {
      key: 'profile',
      to: '/secure/profile',
      label: username ?? translate('nav.profile'),
      icon: <AccountBoxOutlined />,
    },
    {
      key: 'tournaments',
      to: '/tournaments',
      label: translate('nav.tournaments'),
      icon: <AccountTree sx={{ transform: 'scaleX(-1)' }} />,
    },
    { key: 'singles', to: '/singles', label: translate('gameType.SINGLES'), icon: <GameTypeIcon gameType="SINGLES" /> },
    { key: 'easy', to: '/easy', label: translate('gameType.EASY_CAPS'), icon: <GameTypeIcon gameType="EASY_CAPS" /> },
    {
      key: 'unranked',
      to: '/unranked',
      label: translate('gameType.UNRANKED'),
      icon: <GameTypeIcon gameType="UNRANKED" />,
    },
    { key: 'doubles', to: '/doubles', label: translate('gameType.DOUBLES'), icon: <GameTypeIcon gameType="DOUBLES" /> },
    isAdmin && {
      key: 'disputes',
      to: '/secure/disputes',
      label: translate('nav.disputes'),
      icon: <ReportProblemOutlined />,
      badge: <OpenDisputesCount />,
    },
    isUser && {
      key: 'acceptance',
      to: '/secure/acceptance',
      label: translate('nav.acceptance'),
      icon: <FactCheckOutlined />,
    },
    isUser && { key: 'teams', to: '/secure/teams', label: translate('nav.teams'), icon: <PeopleOutlined /> },
    { key: 'commandments', to: '/10commandments', label: translate('nav.commandments'), icon: <TenIcon /> },
    { key: 'rules', to: '/rules', label: translate('nav.rules'), icon: <Gavel /> },
    isSignedIn
      ? { key: 'logout', action: 'logout', label: translate('nav.logout'), icon: <Logout /> }
      : { key: 'login', to: '/login', label: translate('nav.login'), icon: <Login /> },
  ];
  return entries.filter((e): e is NavEntry => e !== false);
}

/**
 * Whether `entry` is the current page's entry. A tournament page (/singles/tournament/7) belongs to Tournaments, not to
 * the game type its path starts with; otherwise an entry covers its path and the paths below it (/singles/42).
 */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  if (!entry.to) return false;
  if (/^\/[^/]+\/tournament\//.test(pathname)) return entry.key === 'tournaments';
  if (entry.to === '/') return pathname === '/';
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}
