import { Fragment, type ReactNode } from 'react';
import { translate } from './i18n.ts';
import type { ArgumentsOf, EnglishCatalogue, MessageKey } from './message-types.ts';
import { useLanguage } from './use-t.ts';

/** A marker no message contains, around each element's argument name while the message is formatted. */
const MARK = '\u0000';

/**
 * A message with elements in it (a link inside a sentence): `<RichMessage id="users.avatarHelp.step1" values={{ site: <Link/> }} />`.
 * The translation decides where each element goes; each argument takes a string, a number or an element.
 */
export function RichMessage<K extends MessageKey>({
  id,
  values,
}: {
  id: K;
  values: { readonly [A in ArgumentsOf<EnglishCatalogue[K]>]: ReactNode };
}) {
  useLanguage();
  const marked = Object.fromEntries(Object.keys(values).map((name) => [name, `${MARK}${name}${MARK}`]));
  // A cast: the marked values stand in for the message's own arguments, one string each.
  const text = (translate as (key: string, values: Record<string, string>) => string)(id, marked);
  const byName = values as Readonly<Record<string, ReactNode>>;
  return (
    <>
      {text.split(MARK).map((part, index) => (
        // Odd parts are argument names (the text between two markers).
        <Fragment key={index}>{index % 2 === 1 ? byName[part] : part}</Fragment>
      ))}
    </>
  );
}
