import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { ZPostInput, type TPost } from '@caps/domain';
import { errorText } from '../../api/api-error.ts';
import { useSavePost } from '../../api/posts.ts';
import { useAlert } from '../../app/alert/alert-context.tsx';
import { DialogFields } from '../../ui/forms/DialogFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useForm, zodRule, type FieldRules } from '../../ui/forms/use-form.ts';

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
  const form = useForm<PostValues>({ title: '', description: '', signature: defaultSignature }, rules);
  const savePost = useSavePost();
  const { showAlert } = useAlert();
  const [error, setError] = useState<string | null>(null);
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    reset(post ? { title: post.title, description: post.description, signature: post.signature } : { title: '', description: '', signature: defaultSignature });
    setError(null);
  }, [open, post, defaultSignature, reset]);

  const onSubmit = async () => {
    if (!form.validate()) return;
    setError(null);
    const input = ZPostInput.parse(form.values);
    try {
      await savePost.mutateAsync({ ...input, id: post?.id });
      showAlert(post ? 'Post saved' : 'Post published', 'success');
      onClose();
    } catch (e) {
      setError(errorText(e, 'Failed to save the post'));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={post ? 'Edit post' : 'New post'}
      maxWidth="sm"
      fullScreenOnPhone
      onSubmit={() => void onSubmit()}
      primary={{ label: post ? 'Save' : 'Publish' }}
      busy={savePost.isPending}
    >
      <DialogFields error={error}>
        <TextField label="Title" {...form.field('title')} />
        <TextField label="Text" multiline minRows={5} maxRows={16} {...form.field('description', 'Plain text; line breaks are kept')} />
        <TextField label="Signature" {...form.field('signature')} />
      </DialogFields>
    </FormDialog>
  );
}
