/** The Polish catalogue: every key of the English one (src/i18n/message-types.ts `Translation`). */
import { common } from './common.ts';

export const messages: Record<string, string> = { ...common };
