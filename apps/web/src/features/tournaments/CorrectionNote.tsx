import Alert from '@mui/material/Alert';
import { useT } from '../../i18n/use-t.ts';

/** What a score correction of a tournament match needs to say what it does (issue 37). */
export type TCorrection = {
  /** Swiss: later rounds were paired from standings this score fed; the pairings made stay. */
  swiss: boolean;
};

/**
 * The correction's preview: with the same winner only this game's score and the ratings change, and the bracket stays
 * as it is (the server corrects the game through the league's corrections, which leave the bracket's later matches
 * alone); a new winner is a reopen (the server refuses it as a correction).
 */
export function CorrectionNote({ correction, keepsWinner }: { correction: TCorrection; keepsWinner: boolean }) {
  const t = useT();
  if (!keepsWinner) return <Alert severity="warning">{t('tournaments.correct.changesWinner')}</Alert>;
  return (
    <Alert severity="info">
      {t('tournaments.correct.keepsBracket')}
      {correction.swiss ? ` ${t('tournaments.correct.swissPairings')}` : ''}
    </Alert>
  );
}
