import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import type { TPost } from '@caps/domain';
import { errorText } from '../../api/api-error.ts';
import { useDeferredData } from '../../api/deferred-data.ts';
import { useDeletePost, usePosts } from '../../api/posts.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { useAuth } from '../auth/index.ts';
import { formatDate } from '../../ui/dates.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useT } from '../../i18n/use-t.ts';

// Only admins edit the feed: their buttons and dialogs load when an admin opens the page, not for every visitor.
const PostAdminActions = lazy(() => import('./PostAdminActions.tsx').then((m) => ({ default: m.PostAdminActions })));
const PostEditorDialog = lazy(() => import('./PostEditorDialog.tsx').then((m) => ({ default: m.PostEditorDialog })));
const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

/** A post's words: the server's own post (the welcome) in the reader's language, an admin's as written. */
function wordsOf(post: TPost, t: ReturnType<typeof useT>): Pick<TPost, 'title' | 'description' | 'signature'> {
  if (post.messageKey !== 'welcome') return post;
  return {
    title: t('news.welcome.title'),
    description: t('news.welcome.description'),
    signature: t('news.welcome.signature'),
  };
}

function PostCard({ post, onEdit, onDelete }: { post: TPost; onEdit?: () => void; onDelete?: () => void }) {
  const t = useT();
  const words = wordsOf(post, t);
  return (
    <Card component="article" aria-labelledby={`post-${post.id}`} sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          id={`post-${post.id}`}
          variant="h3"
          component="h3"
          sx={{ color: 'primary.light', flexGrow: 1, overflowWrap: 'anywhere' }}
        >
          {words.title}
        </Typography>
        {(onEdit || onDelete) && (
          <Suspense fallback={null}>
            <PostAdminActions title={words.title} onEdit={onEdit} onDelete={onDelete} />
          </Suspense>
        )}
      </Box>
      <Typography
        component="time"
        dateTime={post.date}
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 0.5 }}
      >
        {formatDate(post.date)}
      </Typography>
      {/* Plain text only: React escapes it, pre-wrap keeps the author's line breaks. */}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1.5 }}>{words.description}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, fontStyle: 'italic' }}>
        {words.signature}
      </Typography>
    </Card>
  );
}

/** 'News Feed': posts newest first; admins can write, edit and delete them here. */
export function NewsFeed() {
  const t = useT();
  const posts = usePosts();
  const list = useDeferredData(posts);
  const { isAdmin, state } = useAuth();
  const deletePost = useDeletePost();
  const { showAlert } = useAlert();
  const [editing, setEditing] = useState<{ post?: TPost } | null>(null);
  const [deleting, setDeleting] = useState<TPost | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deletePost.mutateAsync(deleting.id);
      showAlert(t('news.deleted'), 'success');
    } catch (e) {
      showAlert(errorText(e, t('news.deleteFailed')), 'error');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="news-feed-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, minHeight: 44 }}>
        <Typography id="news-feed-title" variant="h2" sx={{ flexGrow: 1 }}>
          {t('news.title')}
        </Typography>
        {isAdmin && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
            {t('news.new')}
          </Button>
        )}
      </Box>
      {!list && !posts.isError && <Loading />}
      {posts.isError && (
        <Alert severity="error" role="alert">
          {t('news.failed')}
        </Alert>
      )}
      {list?.length === 0 && (
        <Card>
          <EmptyState title={t('news.empty')} icon={<ArticleOutlined fontSize="inherit" />} />
        </Card>
      )}
      {list && list.length > 0 && (
        <Stack spacing={2}>
          {list.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              onEdit={isAdmin ? () => setEditing({ post }) : undefined}
              onDelete={isAdmin ? () => setDeleting(post) : undefined}
            />
          ))}
        </Stack>
      )}
      {isAdmin && (
        <Suspense fallback={null}>
          <PostEditorDialog
            open={editing !== null}
            post={editing?.post}
            defaultSignature={state.username ?? ''}
            onClose={() => setEditing(null)}
          />
          <ConfirmDialog
            open={deleting !== null}
            question={t('news.deleteQuestion')}
            details={deleting?.title}
            busy={deletePost.isPending}
            onYes={confirmDelete}
            onNo={() => setDeleting(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
