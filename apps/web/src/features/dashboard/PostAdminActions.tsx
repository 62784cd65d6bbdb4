import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';

/** An admin's Edit and Delete buttons on a news post (loaded only for admins, see NewsFeed). */
export function PostAdminActions({ title, onEdit, onDelete }: { title: string; onEdit?: () => void; onDelete?: () => void }) {
  return (
    <>
      {onEdit && (
        <Tooltip title="Edit post">
          <IconButton aria-label={`Edit post ${title}`} onClick={onEdit} size="small">
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title="Delete post">
          <IconButton aria-label={`Delete post ${title}`} onClick={onDelete} size="small">
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
