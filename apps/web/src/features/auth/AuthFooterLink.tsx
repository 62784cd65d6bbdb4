import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RichMessage } from '../../i18n/RichMessage.tsx';
import type { ArgumentsOf, MessageKey } from '../../i18n/message-types.ts';
import type { en } from '../../i18n/messages/en/index.ts';

type AuthMessageKey = Extract<MessageKey, `auth.${string}`>;

/** The account screens' messages whose one argument is `{link}` ("Haven't played in the league yet? {link}"). */
type LinkMessageKey = {
  [K in AuthMessageKey]: [ArgumentsOf<(typeof en)[K]>] extends [never]
    ? never
    : [ArgumentsOf<(typeof en)[K]>] extends ['link']
      ? K
      : never;
}[AuthMessageKey];

/** A line under an account screen's card that sends elsewhere: the message `id` with its `{link}` to `to`, saying `label`. */
export function AuthFooterLink({ id, to, label }: { id: LinkMessageKey; to: string; label: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      <RichMessage
        id={id}
        values={{
          link: (
            <Link component={RouterLink} to={to}>
              {label}
            </Link>
          ),
        }}
      />
    </Typography>
  );
}
