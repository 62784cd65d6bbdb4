import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { ZPostInput, type TPost } from '@caps/domain';
import { errorText } from '../../api/api-error.ts';
import { useSavePost } from '../../api/posts.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { DialogFields } from '../../ui/forms/DialogFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useForm, zodRule, type FieldRules } from '../../ui/forms/use-form.ts';
import { useT } from '../../i18n/use-t.ts';

type PostValues = { title: string; description: string; signature: string };
const rules: FieldRules<PostValues> = {
  title: zodRule(ZPostInput.shape.title),
  description: zodRule(ZPostInput.shape.description),
  signature: zodRule(ZPostInput.shape.signature),
};

export interface PostEditorDialogProps {
  open: boolean;
  /** The post to edit, or undefined to write a new one. */
  post?: TPost;
  defaultSignature: string;
  onClose: () => void;
}

/** Writes or edits a news post (admins). The text is plain text: line breaks are kept, nothing else. */
export function PostEditorDialog({ open, post, defaultSignature, onClose }: PostEditorDialogProps) {
  const t = useT();
  const form = useForm<PostValues>({ title: '', description: '', signature: defaultSignature }, rules);
  const savePost = useSavePost();
  const { showAlert } = useAlert();
  const [error, setError] = useState<string | null>(null);
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    reset(
      post
        ? { title: post.title, description: post.description, signature: post.signature }
        : { title: '', description: '', signature: defaultSignature },
    );
    setError(null);
  }, [open, post, defaultSignature, reset]);

  const onSubmit = async () => {
    if (!form.validate()) return;
    setError(null);
    const input = ZPostInput.parse(form.values);
    try {
      await savePost.mutateAsync({ ...input, id: post?.id });
      showAlert(t(post ? 'news.saved' : 'news.published'), 'success');
      onClose();
    } catch (e) {
      setError(errorText(e, t('news.saveFailed')));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(post ? 'news.edit' : 'news.new')}
      maxWidth="sm"
      fullScreenOnPhone
      onSubmit={() => void onSubmit()}
      primary={{ label: t(post ? 'common.save' : 'news.publish') }}
      busy={savePost.isPending}
    >
      <DialogFields error={error}>
        <TextField label={t('news.fieldTitle')} {...form.field('title')} />
        <TextField
          label={t('news.fieldText')}
          multiline
          minRows={5}
          maxRows={16}
          {...form.field('description', t('news.fieldTextHint'))}
        />
        <TextField label={t('news.fieldSignature')} {...form.field('signature')} />
      </DialogFields>
    </FormDialog>
  );
}
