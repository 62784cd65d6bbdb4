import { useNavigate } from 'react-router';
import { errorText } from '../../api/api-error.ts';
import { useAlert } from '../../app/alert/alert-context.tsx';
import { translate } from '../../i18n/i18n.ts';

/**
 * How a game form ends: 'Game posted' and back home once the server took the game; otherwise its message, both in the
 * form (until the next change) and as an alert.
 */
export function usePostGame(showProblem: (message: string) => void): (post: () => Promise<unknown>) => Promise<void> {
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  return async (post) => {
    try {
      await post();
      showAlert(translate('games.post.posted'), 'success');
      await navigate('/');
    } catch (error) {
      const message = errorText(error, translate('games.post.failed'));
      showProblem(message);
      showAlert(message, 'error');
    }
  };
}
