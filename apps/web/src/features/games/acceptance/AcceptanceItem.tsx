import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { Link as RouterLink } from 'react-router';
import type { TAcceptanceItem, TGameView } from '@caps/domain';
import { formatDateTime } from '../../../ui/dates.ts';
import { gameDetailPath, gameSides, type GameSide } from '../../../ui/game-sides.ts';
import { GameTypeLabel } from '../../../ui/GameTypeLabel.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { translate } from '../../../i18n/i18n.ts';
import { roundWords } from '../../../i18n/round-names.ts';

export interface AcceptanceItemProps {
  item: TAcceptanceItem;
  myId: string;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/** The signed-in player's side of a game and the other side. */
function mySideFirst(game: TGameView, myId: string): [GameSide, GameSide] {
  const [a, b] = gameSides(game);
  return b.players.some((p) => p.id === myId) ? [b, a] : [a, b];
}

/** The opponent's name in a pending game, seen from the signed-in player. */
function opponentName(item: TAcceptanceItem, myId: string): string {
  return mySideFirst(item.game, myId)[1].name;
}

/** A reported tournament result's round and tournament, in the reader's language; null for any other game. */
function tournamentMatch(item: TAcceptanceItem): { round: string; tournament: string } | null {
  const t = item.tournament;
  return t ? { round: t.roundCode ? roundWords(t.roundCode) : '', tournament: t.name } : null;
}

/**
 * The confirmation's question: a tournament result names its match (issue 37: "Confirm the result of your Semi finals
 * match … in Spring Cup?"), any other game the game.
 */
export function decisionQuestion(item: TAcceptanceItem, myId: string, decision: 'accept' | 'reject'): string {
  const name = opponentName(item, myId);
  const match = tournamentMatch(item);
  if (match)
    return translate(
      decision === 'accept' ? 'selfService.acceptance.confirmQuestion' : 'selfService.acceptance.disputeQuestion',
      { ...match, name },
    );
  return translate(decision === 'accept' ? 'acceptance.acceptQuestion' : 'acceptance.rejectQuestion', { name });
}

/**
 * One pending game from the signed-in player's side: result, score, type, mode, date, rebuttals and sinks; Accept and
 * Reject for the opponent, 'Pending game' for the poster (PASSIVE).
 */
export function AcceptanceItem({ item, myId, busy, onAccept, onReject }: AcceptanceItemProps) {
  const t = useT();
  const { game, acceptanceRequest } = item;
  const [me, them] = mySideFirst(game, myId);
  const isPoster = acceptanceRequest.acceptanceRequestType === 'PASSIVE';
  // A tournament result reported by the other side: confirming it moves the bracket, disputing it goes to the organiser.
  const isReport = game.tournamentId !== null;
  const match = tournamentMatch(item);
  const titleId = `acceptance-${acceptanceRequest.id}`;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 2,
        p: 2,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: me.isWinner ? 'success.main' : 'error.main' }}>
            {t(me.isWinner ? 'acceptance.victory' : 'acceptance.loss')}
          </Box>{' '}
          {t('acceptance.against', { name: them.name })}{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {me.score} : {them.score}
          </Box>
        </Typography>
        <AcceptanceFacts game={game} isReport={isReport} match={match} />
        {game.gameType !== 'DOUBLES' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
            {t('acceptance.counts', {
              myRebuttals: me.rebuttals,
              theirRebuttals: them.rebuttals,
              mySinks: me.sinks,
              theirSinks: them.sinks,
            })}
          </Typography>
        )}
        {/* A full touch target (44 px), not a line of text: it sits beside Accept and Reject on a phone. */}
        <Box
          component={RouterLink}
          to={gameDetailPath(game)}
          sx={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: theme.layout.touchTarget,
            ...theme.typography.body2,
            color: 'primary.light',
            fontWeight: 600,
          })}
        >
          {t('acceptance.details')}
        </Box>
      </Box>
      <AcceptanceDecision isPoster={isPoster} isReport={isReport} busy={busy} onAccept={onAccept} onReject={onReject} />
    </Card>
  );
}

/** The game's type, whether it is a reported tournament result and of which match, its mode and its date. */
function AcceptanceFacts({
  game,
  isReport,
  match,
}: {
  game: TGameView;
  isReport: boolean;
  match: { round: string; tournament: string } | null;
}) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        mt: 0.5,
        color: 'text.secondary',
      }}
    >
      <GameTypeLabel gameType={game.gameType} />
      {isReport && (
        <Box component="span" sx={{ fontWeight: 700, color: 'warning.main' }}>
          {t('selfService.confirmResult')}
        </Box>
      )}
      {match && (
        <Box component="span" sx={{ fontWeight: 650, color: 'text.primary', overflowWrap: 'anywhere' }}>
          {match.round ? t('selfService.acceptance.match', match) : match.tournament}
        </Box>
      )}
      <span>{t(`gameMode.${game.gameMode}`)}</span>
      <time dateTime={game.time}>{formatDateTime(game.time)}</time>
    </Box>
  );
}

/** 'Pending game' for the poster; Accept and Reject (Confirm and Dispute for a tournament result) for the opponent. */
function AcceptanceDecision({
  isPoster,
  isReport,
  busy,
  onAccept,
  onReject,
}: Pick<AcceptanceItemProps, 'busy' | 'onAccept' | 'onReject'> & { isPoster: boolean; isReport: boolean }) {
  const t = useT();
  if (isPoster)
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: 'text.secondary',
          fontWeight: 700,
          flexShrink: 0,
        }}
      >
        <HourglassEmpty fontSize="small" />
        {t('acceptance.pending')}
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexShrink: 0 }}>
      <Button
        variant="outlined"
        color="inherit"
        onClick={onReject}
        disabled={busy}
        sx={{ flex: { xs: 1, sm: 'none' } }}
      >
        {t(isReport ? 'selfService.dispute' : 'acceptance.reject')}
      </Button>
      <Button variant="contained" onClick={onAccept} disabled={busy} sx={{ flex: { xs: 1, sm: 'none' } }}>
        {t(isReport ? 'selfService.confirmResult' : 'acceptance.accept')}
      </Button>
    </Box>
  );
}
