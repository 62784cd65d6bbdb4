/** Small form state for text fields: values, per-field rules, errors shown once a field was left or submit tried. */
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { localMessage } from '../../i18n/domain-messages.ts';

export type FieldRule<V> = (value: string, values: V) => string | undefined;
export type FieldRules<V> = Partial<Record<keyof V, FieldRule<V>>>;

/** Turns a zod schema into a field rule that returns the schema's first message. */
export function zodRule<V>(schema: z.ZodType): FieldRule<V> {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}

/** A rule that only checks the field is filled in. */
export function requiredRule<V>(message: string | (() => string)): FieldRule<V> {
  return (value) => (value.trim() === '' ? (typeof message === 'string' ? message : message()) : undefined);
}

export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string;
}

export function useForm<V extends Record<string, string>>(initial: V, rules: FieldRules<V>) {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const errors = useMemo(() => {
    const out: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(rules) as (keyof V)[]) {
      const message = rules[name]?.(values[name] ?? '', values);
      // The domain's schemas write codes; the reader sees their message in the chosen language.
      if (message) out[name] = localMessage(message);
    }
    return out;
  }, [rules, values]);

  const isValid = Object.keys(errors).length === 0;

  const setValue = useCallback((name: keyof V, value: string) => setValues((v) => ({ ...v, [name]: value })), []);

  /** Back to the first values (or to `next`), with no errors showing. */
  const reset = useCallback((next?: V) => {
    setValues(next ?? initialRef.current);
    setTouched({});
    setSubmitted(false);
  }, []);

  /** Marks the form submitted (so every error shows) and says whether it may be sent. */
  const validate = useCallback(() => {
    setSubmitted(true);
    return isValid;
  }, [isValid]);

  const shownError = (name: keyof V): string | undefined => (submitted || touched[name] ? errors[name] : undefined);

  /** Props for a MUI TextField bound to one field; `hint` shows when there is no error. */
  const field = (name: keyof V & string, hint = ' '): TextFieldBinding => {
    const error = shownError(name);
    return {
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => {
        if ((values[name] ?? '') !== '') setTouched((t) => ({ ...t, [name]: true }));
      },
      error: Boolean(error),
      helperText: error ?? hint,
    };
  };

  return { values, errors, isValid, setValue, reset, validate, field, shownError };
}
