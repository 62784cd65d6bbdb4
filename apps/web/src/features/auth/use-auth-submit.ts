import { useState, type FormEvent } from 'react';
import { errorText } from '../../api/api-error.ts';

/**
 * An account form's submit: keeps the browser from sending the form, checks the fields, clears the last failure and
 * runs `send`. A failure of `send` becomes the form's `error` (the server's message, else `fallback`); after a success,
 * `afterSent` runs (whose own failures it handles itself).
 */
export function useAuthSubmit(
  form: { validate: () => boolean },
  send: () => Promise<unknown>,
  fallback: string,
  afterSent?: () => Promise<void>,
) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setError(null);
    try {
      await send();
    } catch (e) {
      setError(errorText(e, fallback));
      return;
    }
    await afterSent?.();
  };
  return { error, onSubmit };
}
