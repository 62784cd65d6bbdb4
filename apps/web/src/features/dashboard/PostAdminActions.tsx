import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useT } from '../../i18n/use-t.ts';

/** An admin's Edit and Delete buttons on a news post (loaded only for admins, see NewsFeed). */
export function PostAdminActions({
  title,
  onEdit,
  onDelete,
}: {
  title: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  return (
    <>
      {onEdit && (
        <Tooltip title={t('news.edit')}>
          <IconButton aria-label={t('news.editNamed', { title })} onClick={onEdit} size="small">
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t('news.delete')}>
          <IconButton aria-label={t('news.deleteNamed', { title })} onClick={onDelete} size="small">
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
