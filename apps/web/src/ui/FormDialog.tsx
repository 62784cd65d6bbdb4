import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useFocusReturn } from './focus-return.ts';
import { useIsPhone } from './use-is-phone.ts';
import { useT } from '../i18n/use-t.ts';

/** One button of a dialog's action row. */
interface DialogAction {
  label: string;
  /** Without onClick (and without `to`) the button submits the dialog's form. */
  onClick?: () => void;
  /** Makes the button a link to this path. */
  to?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

interface DialogActionRowProps {
  /** The outlined button before the primary one (Cancel, No, Log out); none when null. */
  cancel?: DialogAction | null;
  /** The one contained button (Save, Yes, Add a game). */
  primary: DialogAction;
  /** Disables the primary button while its action runs. */
  busy?: boolean;
}

function ActionButton({
  action,
  variant,
  disabled,
}: {
  action: DialogAction;
  variant: 'outlined' | 'contained';
  disabled?: boolean;
}) {
  const look = variant === 'outlined' ? ({ variant, color: 'inherit' } as const) : ({ variant } as const);
  if (action.to) {
    return (
      <Button component={RouterLink} to={action.to} {...look} autoFocus={action.autoFocus}>
        {action.label}
      </Button>
    );
  }
  const isSubmit = !action.onClick;
  return (
    <Button
      type={isSubmit ? 'submit' : 'button'}
      {...look}
      onClick={action.onClick}
      disabled={disabled}
      autoFocus={action.autoFocus}
    >
      {action.label}
    </Button>
  );
}

/** The action row of every dialog: an outlined Cancel (or No) and the contained primary action. */
function DialogActionRow({ cancel, primary, busy = false }: DialogActionRowProps) {
  return (
    <DialogActions>
      {cancel && <ActionButton action={cancel} variant="outlined" disabled={cancel.disabled} />}
      <ActionButton action={primary} variant="contained" disabled={busy || primary.disabled} />
    </DialogActions>
  );
}

export interface DialogFormBodyProps extends DialogActionRowProps {
  /** Makes the content and the action row one form: Enter and the primary button submit it. */
  onSubmit?: () => void;
  contentSx?: SxProps<Theme>;
  /** The content; without it the dialog is its title and action row. */
  children?: ReactNode;
}

/**
 * The content and action row of a dialog, as a form when it has `onSubmit`. A dialog whose fields belong to a subject
 * that changes while it stays open (a bracket entry) renders this below its title itself, keyed by the subject.
 */
export function DialogFormBody({ onSubmit, contentSx, children, ...actions }: DialogFormBodyProps) {
  return <Body onSubmit={onSubmit} contentSx={contentSx} actions={actions} content={children} />;
}

function Body({
  before,
  onSubmit,
  contentSx,
  actions,
  content,
}: {
  before?: ReactNode;
  onSubmit?: () => void;
  contentSx?: SxProps<Theme>;
  actions: DialogActionRowProps;
  content: ReactNode;
}) {
  const parts = (
    <>
      {before}
      {(content || content === 0) && <DialogContent sx={contentSx}>{content}</DialogContent>}
      <DialogActionRow {...actions} />
    </>
  );
  if (!onSubmit) return parts;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit}>
      {parts}
    </form>
  );
}

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** Drawn before the title text (the title becomes a row). */
  titleIcon?: ReactNode;
  /** Escape and a click beside the dialog; without it the dialog cannot be dismissed. */
  onClose?: () => void;
  maxWidth?: Breakpoint;
  /** Phones get the whole screen (forms with several fields). */
  fullScreenOnPhone?: boolean;
  /** After the closing transition (where a page puts the focus back; else it goes near where the opener was). */
  onExited?: () => void;
  /** Makes the title, content and action row one form: Enter and the primary button submit it. */
  onSubmit?: () => void;
  /** The primary action; without it the children bring their own body (see DialogFormBody). */
  primary?: DialogAction;
  /** The outlined action before it: Cancel calling onClose unless given; null for none. */
  cancel?: DialogAction | null;
  busy?: boolean;
  contentSx?: SxProps<Theme>;
  children?: ReactNode;
}

/**
 * A dialog with its title, its content and the action row (Cancel + one primary action), labelled by its title and
 * full screen on phones when asked. Used by every form, confirmation and message dialog of the app.
 */
export function FormDialog(props: FormDialogProps) {
  const {
    open,
    title,
    titleIcon,
    onClose,
    maxWidth = 'xs',
    fullScreenOnPhone = false,
    onExited,
    onSubmit,
    primary,
    busy,
    contentSx,
    children,
  } = props;
  const t = useT();
  const titleId = useId();
  const isPhone = useIsPhone();
  const returnFocus = useFocusReturn(open);
  const cancel =
    props.cancel === undefined ? (onClose ? { label: t('common.cancel'), onClick: onClose } : null) : props.cancel;
  const heading = (
    <DialogTitle id={titleId} sx={titleIcon ? { display: 'flex', alignItems: 'center', gap: 1.5 } : undefined}>
      {titleIcon}
      {title}
    </DialogTitle>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreenOnPhone && isPhone}
      slotProps={{
        transition: {
          onExited: () => {
            onExited?.();
            returnFocus();
          },
        },
      }}
    >
      {primary ? (
        <Body
          before={heading}
          onSubmit={onSubmit}
          contentSx={contentSx}
          actions={{ cancel, primary, busy }}
          content={children}
        />
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </Dialog>
  );
}
