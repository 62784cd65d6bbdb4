import Card from '@mui/material/Card';
import Add from '@mui/icons-material/Add';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/index.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { AddGameForm } from './AddGameForm.tsx';
import { useT } from '../../i18n/use-t.ts';

/** /secure/addSinglesGame: the add-a-game form with a game type choice and Cancel. */
export function AddSinglesGamePage() {
  const t = useT();
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Back where the player came from; straight to the homepage when this was the first page opened.
  const cancel = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Page>
      <PageTitle title={t('games.post.title')} icon={<Add />} />
      {isAdmin ? (
        <Card>
          <EmptyState title={t('games.post.adminsDoNot')} icon={<BlockOutlined fontSize="inherit" />} />
        </Card>
      ) : (
        <AddGameForm onCancel={cancel} />
      )}
    </Page>
  );
}
