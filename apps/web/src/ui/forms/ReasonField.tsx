import TextField from '@mui/material/TextField';
import { LIMITS } from '@caps/domain/limits';
import { useT } from '../../i18n/use-t.ts';
import { reasonProblem } from './reason.ts';

export interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Show what is wrong with the reason (after a first try to send it); until then the count shows. */
  showProblem: boolean;
  label?: string;
  autoFocus?: boolean;
  maxRows?: number;
}

/** The reason a report, void, correction or reopen carries: 1–500 characters, with its count under it. */
export function ReasonField({ value, onChange, showProblem, label, autoFocus, maxRows = 8 }: ReasonFieldProps) {
  const t = useT();
  const problem = showProblem ? reasonProblem(value) : undefined;
  return (
    <TextField
      label={label ?? t('common.reason')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      maxRows={maxRows}
      required
      autoFocus={autoFocus}
      error={Boolean(problem)}
      helperText={problem ?? `${value.trim().length}/${LIMITS.reasonMax}`}
      slotProps={{ htmlInput: { maxLength: LIMITS.reasonMax } }}
    />
  );
}
