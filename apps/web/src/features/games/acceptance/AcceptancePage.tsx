import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { TAcceptanceItem } from '@caps/domain';
import { errorText } from '../../../api/api-error.ts';
import { useAcceptance, useDecideGame, type GameDecision } from '../../../api/games.ts';
import { useAlert } from '../../../ui/alert/alert-context.tsx';
import { useAuth } from '../../auth/index.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { AcceptanceItem, decisionQuestion } from './AcceptanceItem.tsx';
import { useT } from '../../../i18n/use-t.ts';

const DONE_MESSAGE = { accept: 'acceptance.accepted', reject: 'acceptance.rejected' } as const satisfies Record<
  GameDecision,
  string
>;
const FAILED_MESSAGE = {
  accept: 'acceptance.acceptFailed',
  reject: 'acceptance.rejectFailed',
} as const satisfies Record<GameDecision, string>;

/** /secure/acceptance: games waiting for a decision; the opponent accepts or rejects, the poster waits. */
export function AcceptancePage() {
  const t = useT();
  const { state } = useAuth();
  const acceptance = useAcceptance();
  const decide = useDecideGame();
  const { showAlert } = useAlert();
  // Kept after closing so the dialog's text does not vanish while it fades out.
  const [confirming, setConfirming] = useState<{ item: TAcceptanceItem; decision: GameDecision; open: boolean } | null>(
    null,
  );
  const myId = state.userId ?? '';

  const close = () => setConfirming((c) => (c ? { ...c, open: false } : c));
  const confirm = async () => {
    if (!confirming?.open) return;
    const { item, decision } = confirming;
    try {
      await decide.mutateAsync({ gameType: item.game.gameType, gameId: item.game.id, decision });
      showAlert(t(DONE_MESSAGE[decision]), 'success');
    } catch (error) {
      showAlert(errorText(error, t(FAILED_MESSAGE[decision])), 'error');
    } finally {
      close();
    }
  };

  return (
    <Page width="reading">
      <PageTitle title={t('acceptance.title')} icon={<FactCheckOutlined />} />
      {acceptance.isPending && <Loading />}
      {acceptance.isError && (
        <Alert severity="error" role="alert">
          {t('acceptance.failed')}
        </Alert>
      )}
      {acceptance.isSuccess && acceptance.data.length === 0 && (
        <Card>
          <EmptyState title={t('acceptance.empty')} icon={<FactCheckOutlined fontSize="inherit" />} />
        </Card>
      )}
      {acceptance.isSuccess && acceptance.data.length > 0 && (
        <Stack spacing={1.5}>
          {acceptance.data.map((item) => (
            <AcceptanceItem
              key={item.acceptanceRequest.id}
              item={item}
              myId={myId}
              busy={decide.isPending}
              onAccept={() => setConfirming({ item, decision: 'accept', open: true })}
              onReject={() => setConfirming({ item, decision: 'reject', open: true })}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming?.open ?? false}
        question={confirming ? decisionQuestion(confirming.item, myId, confirming.decision) : ''}
        busy={decide.isPending}
        onYes={confirm}
        onNo={close}
      />
    </Page>
  );
}
