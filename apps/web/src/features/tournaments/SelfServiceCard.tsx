import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import type { TBracketEntryView, TTournamentActionsView, TTournamentView } from '@caps/domain';
import { formatDateTime } from '../../ui/dates.ts';
import { useMyTeams } from '../../api/teams.ts';
import { entrySide } from './tournament-rules.ts';
import type { TournamentAction } from './tournaments-api.ts';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

type EntryActions = TTournamentActionsView['entries'][number]['actions'];

export interface SelfServiceCardProps {
  tournament: TTournamentView;
  allowed: TTournamentActionsView | undefined;
  myId: string | null;
  busy: boolean;
  /** Sends an action and says `done` once it succeeded. */
  run: (action: TournamentAction, done: string) => void;
  onReport: (entry: TBracketEntryView) => void;
  onEntrySettings: (entry: TBracketEntryView) => void;
  onRegistrationSettings: () => void;
}

/** Whether the signed-in player plays in the entry (doubles: in one of its teams). */
function plays(entry: TBracketEntryView, myId: string | null): boolean {
  if (myId === null) return false;
  return (
    [entry.player1?.id, entry.player2?.id].includes(myId) ||
    [entry.team1, entry.team2].some((t) => t?.playerList.includes(myId))
  );
}

function pairName(entry: TBracketEntryView): string {
  const tbd = translate('tournaments.bracket.tbd');
  return translate('common.versus', { a: entrySide(entry, 1)?.name ?? tbd, b: entrySide(entry, 2)?.name ?? tbd });
}

/** What stands on an open match: its table, its deadline, a report waiting, a dispute, or no score by the deadline. */
function matchFacts(entry: TBracketEntryView, actions: EntryActions | undefined): string[] {
  return [
    entry.table ? translate('selfService.fact.table', { table: entry.table }) : null,
    entry.deadline ? translate('selfService.fact.due', { time: formatDateTime(entry.deadline) }) : null,
    entry.reportedBy ? translate('selfService.fact.reported') : null,
    entry.disputed ? translate('selfService.fact.disputed') : null,
    actions?.noScoreReported ? translate('selfService.fact.noScore') : null,
  ].filter((f): f is string => f !== null);
}

/** Whether registration is open, or why not, as the server worked it out when read (issue 37). */
function registrationLine(r: NonNullable<TTournamentView['registration']>): string {
  switch (r.closedBecause) {
    case null:
      return translate('selfService.registration.open');
    case 'full':
      return translate('selfService.registration.full');
    case 'deadline':
      return r.closesAt
        ? translate('selfService.registration.closedAt', { time: formatDateTime(r.closesAt) })
        : translate('selfService.registration.closed');
    case 'closed':
      return translate('selfService.registration.byOwner');
    default:
      return translate('selfService.registration.closed');
  }
}

/**
 * Self-service (issue 27): registration and check-in for players (Register, Withdraw, "You are in", Check in), their
 * own open matches (Report result, Confirm result), and the owner's registration, check-in and open matches (table
 * and deadline; disputed and late ones say so, and the owner enters their result on the bracket). Every button is one the server's actions answer offers.
 */
export function SelfServiceCard({
  tournament: t,
  allowed,
  myId,
  busy,
  run,
  onReport,
  onEntrySettings,
  onRegistrationSettings,
}: SelfServiceCardProps) {
  const tr = useT();
  const may = allowed?.tournament;
  const actionsOf = new Map(allowed?.entries.map((e) => [e.id, e.actions]));
  const open = t.bracketEntries.filter((e) => !e.final && entrySide(e, 1) && entrySide(e, 2));
  const mine = open.filter((e) => plays(e, myId));
  const ownerMatches = open.filter((e) => actionsOf.get(e.id)?.editEntry);
  const registered = Boolean(may?.withdraw) || (t.seeded && mine.length > 0);
  const show =
    t.registration !== null ||
    t.checkIn !== null ||
    mine.length > 0 ||
    ownerMatches.length > 0 ||
    may?.editRegistration;
  if (!show) return null;

  return (
    <Card
      component="section"
      aria-labelledby="self-service-title"
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="self-service-title" variant="h6" component="h2">
        {tr(t.seeded ? 'selfService.matches' : 'selfService.registration')}
      </Typography>
      <RegistrationStatus tournament={t} myId={myId} registered={registered} />
      <RegistrationButtons
        tournament={t}
        may={may}
        myId={myId}
        busy={busy}
        run={run}
        onRegistrationSettings={onRegistrationSettings}
      />
      {mine.length > 0 && (
        <MatchList title={tr('selfService.yourMatches')}>
          {mine.map((entry) => (
            <MyMatchRow key={entry.id} entry={entry} actions={actionsOf.get(entry.id)} onReport={onReport} />
          ))}
        </MatchList>
      )}
      {ownerMatches.length > 0 && (
        <MatchList title={tr('selfService.openMatches')}>
          {ownerMatches.map((entry) => (
            <MatchRow key={entry.id} entry={entry} facts={matchFacts(entry, actionsOf.get(entry.id))}>
              <Button
                size="small"
                variant="outlined"
                onClick={() => onEntrySettings(entry)}
                aria-label={tr('selfService.tableOf', { match: pairName(entry) })}
              >
                {tr('selfService.table')}
              </Button>
            </MatchRow>
          ))}
        </MatchList>
      )}
    </Card>
  );
}

/** Registration's and check-in's state (open or why not, how many are in, how many checked in) and the player's own. */
function RegistrationStatus({
  tournament: t,
  myId,
  registered,
}: {
  tournament: TTournamentView;
  myId: string | null;
  registered: boolean;
}) {
  const tr = useT();
  const competitorIds = (t.players?.map((p) => p.user.id) ?? []).concat(t.teams?.map((x) => x.team.id) ?? []);
  const checkedIn =
    t.checkIn?.checkedIn.some(
      (id) => id === myId || t.teams?.some((x) => x.team.id === id && x.team.playerList.includes(myId ?? '')),
    ) ?? false;
  return (
    <>
      {t.registration && !t.seeded && (
        <Typography data-testid="registration-status">
          {registrationLine(t.registration)}
          {` · ${competitorIds.length} / ${t.registration.capacity}`}
          {t.registration.open && t.registration.closesAt
            ? ` · ${tr('selfService.open.closes', { time: formatDateTime(t.registration.closesAt) })}`
            : ''}
        </Typography>
      )}
      {t.checkIn && !t.seeded && (
        <Typography>
          {tr('selfService.checkIn.status', { checkedIn: t.checkIn.checkedIn.length, total: competitorIds.length })}
        </Typography>
      )}
      {(registered || checkedIn) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {registered && <Chip color="success" icon={<CheckCircleOutline />} label={tr('selfService.youAreIn')} />}
          {checkedIn && !t.seeded && (
            <Chip color="success" variant="outlined" label={tr('selfService.youAreCheckedIn')} />
          )}
        </Box>
      )}
    </>
  );
}

/** The registration and check-in buttons the server allows: the player's (a doubles player picks a team) and the owner's. */
function RegistrationButtons({
  tournament: t,
  may,
  myId,
  busy,
  run,
  onRegistrationSettings,
}: Pick<SelfServiceCardProps, 'myId' | 'busy' | 'run' | 'onRegistrationSettings'> & {
  tournament: TTournamentView;
  may: TTournamentActionsView['tournament'] | undefined;
}) {
  const tr = useT();
  const isDoubles = t.gameType === 'DOUBLES';
  const myTeams = useMyTeams(isDoubles && may?.register ? myId : null);
  const [teamId, setTeamId] = useState('');
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {myId === null && t.registration?.open && !t.seeded && (
        <Button variant="outlined" component={RouterLink} to="/login">
          {tr('selfService.logInToRegister')}
        </Button>
      )}
      {may?.register && isDoubles && <TeamSelect teams={myTeams.data ?? []} value={teamId} onChange={setTeamId} />}
      {may?.register && (
        <Button
          variant="contained"
          disabled={busy || (isDoubles && !teamId)}
          onClick={() => run({ kind: 'register', ...(isDoubles ? { teamId } : {}) }, tr('selfService.youAreIn'))}
        >
          {tr('selfService.register')}
        </Button>
      )}
      {may?.checkIn && (
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => run({ kind: 'checkIn' }, tr('selfService.youAreCheckedIn'))}
        >
          {tr('selfService.checkIn')}
        </Button>
      )}
      {may?.withdraw && (
        <Button
          variant="outlined"
          color="inherit"
          disabled={busy}
          onClick={() => run({ kind: 'unregister' }, tr('selfService.withdrew'))}
        >
          {tr('selfService.withdraw')}
        </Button>
      )}
      {may?.editRegistration && (
        <Button variant="outlined" disabled={busy} onClick={onRegistrationSettings}>
          {tr('selfService.registrationSettings')}
        </Button>
      )}
      {may?.openCheckIn && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => run({ kind: 'openCheckIn' }, tr('selfService.checkIn.opened'))}
        >
          {tr('selfService.checkIn.open')}
        </Button>
      )}
    </Box>
  );
}

/** The doubles player's pick of which of their teams registers. */
function TeamSelect({
  teams,
  value,
  onChange,
}: {
  teams: ReadonlyArray<{ id: string; name: string }>;
  value: string;
  onChange: (teamId: string) => void;
}) {
  const tr = useT();
  return (
    <TextField
      select
      size="small"
      label={tr('selfService.yourTeam')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180 }}
    >
      {teams.map((team) => (
        <MenuItem key={team.id} value={team.id}>
          {team.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One of the player's own open matches, with Report result or Confirm result when the server offers them. */
function MyMatchRow({
  entry,
  actions,
  onReport,
}: {
  entry: TBracketEntryView;
  actions: EntryActions | undefined;
  onReport: (entry: TBracketEntryView) => void;
}) {
  const tr = useT();
  return (
    <MatchRow entry={entry} facts={matchFacts(entry, undefined)}>
      {actions?.report && (
        <Button
          size="small"
          variant="contained"
          onClick={() => onReport(entry)}
          aria-label={tr('selfService.reportOf', { match: pairName(entry) })}
        >
          {tr('selfService.report.submit')}
        </Button>
      )}
      {actions?.confirm && (
        <Button size="small" variant="contained" component={RouterLink} to="/secure/acceptance">
          {tr('selfService.confirmResult')}
        </Button>
      )}
    </MatchRow>
  );
}

function MatchList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

function MatchRow({ entry, facts, children }: { entry: TBracketEntryView; facts: string[]; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        borderTop: 1,
        borderColor: 'divider',
        pt: 1,
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>{pairName(entry)}</Typography>
        {facts.length > 0 && (
          <Typography variant="body2" color={entry.disputed ? 'warning.main' : 'text.secondary'}>
            {facts.join(' · ')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>{children}</Box>
    </Box>
  );
}
