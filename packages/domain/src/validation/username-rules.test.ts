import { describe, expect, it } from 'vitest';
import { codedIssue } from '../i18n/coded-message.ts';
import { ZUsername } from './account.ts';
import { normalizeUsername, usernameProblem, usernameSkeleton } from './username-rules.ts';

const NAME = 'baradmin';

/**
 * The 23 kinds of look-alike of issue 37 item 21, each of an existing name `baradmin`. Each is either refused by the
 * rules or has the skeleton of the name it imitates (so the server refuses it as taken): never a new, distinct name.
 */
const LOOK_ALIKES: Array<[kind: string, name: string]> = [
  ['zero-width space inside', 'bar\u200badmin'],
  ['zero-width space at the start', '\u200bbaradmin'],
  ['zero-width space at the end', 'baradmin\u200b'],
  ['zero-width spaces alone', '\u200b\u200b\u200b'],
  ['zero-width non-joiner', 'bar\u200cadmin'],
  ['zero-width joiner', 'bar\u200dadmin'],
  ['word joiner', 'bar\u2060admin'],
  ['byte order mark', '\ufeffbaradmin'],
  ['soft hyphen', 'bar\u00adadmin'],
  ['left-to-right mark', 'baradmin\u200e'],
  ['right-to-left mark', 'bar\u200fadmin'],
  ['direction override', '\u202ebaradmin'],
  ['Cyrillic а', 'b\u0430radmin'],
  ['Cyrillic а, о, і everywhere (mixed)', 'b\u0430r\u0430dm\u0456n'],
  ['Greek ο and ι', 'baradm\u03b9n'],
  ['fullwidth letters', 'ｂａｒａｄｍｉｎ'],
  ['mathematical bold letters', '𝐛𝐚𝐫𝐚𝐝𝐦𝐢𝐧'],
  ['combining mark joined to a letter', 'bara\u0301dmin'],
  ['combining overlay left loose', 'baradmin\u0336'],
  ['tab inside', 'bar\tadmin'],
  ['newline at the end', 'baradmin\n'],
  ['rn for m, in capitals', 'BARADRNIN'],
  ['Hangul filler inside', 'bar\u3164admin'],
];

describe('username look-alikes (issue 37 item 21)', () => {
  it.each(LOOK_ALIKES)('%s: refused, or the same name by its skeleton', (_kind, lookAlike) => {
    const refused = !ZUsername.safeParse(lookAlike).success;
    const sameName = usernameSkeleton(lookAlike) === usernameSkeleton(NAME);
    expect(refused || sameName).toBe(true);
  });

  it('has 23 kinds, and refuses the invisible ones whatever they stand beside', () => {
    expect(LOOK_ALIKES).toHaveLength(23);
    for (const [kind, name] of LOOK_ALIKES.slice(0, 12)) expect(usernameProblem(name), kind).toBe('USERNAME_INVISIBLE');
    expect(usernameProblem('bar\tadmin')).toBe('USERNAME_INVISIBLE');
    expect(usernameProblem('bar\u3164admin')).toBe('USERNAME_INVISIBLE');
    expect(usernameProblem('bar  admin')).toBe('USERNAME_INVISIBLE'); // two spaces look like one
    expect(usernameProblem('bar\u2028admin')).toBe('USERNAME_INVISIBLE');
  });

  it('refuses loose marks and mixed look-alike scripts with their own codes', () => {
    expect(usernameProblem('baradmin\u0336')).toBe('USERNAME_LOOSE_MARKS');
    expect(usernameProblem('\u0301abc')).toBe('USERNAME_LOOSE_MARKS');
    expect(usernameProblem('b\u0430radmin')).toBe('USERNAME_MIXED_SCRIPTS');
    expect(usernameProblem('baradm\u03b9n')).toBe('USERNAME_MIXED_SCRIPTS');
    const issue = ZUsername.safeParse('b\u0430radmin').error?.issues[0]?.message ?? '';
    expect(codedIssue(issue)?.code).toBe('USERNAME_MIXED_SCRIPTS');
  });

  it('keeps the skeletons of look-alikes equal and of different names apart', () => {
    for (const same of [
      'baradmin',
      'BarAdmin',
      'BARADMIN',
      'ｂａｒａｄｍｉｎ',
      'bаrаdmin',
      'baradmín',
      'baradrnin',
      'bаrаdmіn',
      'ΒΑRΑDΜΙΝ',
    ])
      expect(usernameSkeleton(same), same).toBe('baradmin');
    expect(usernameSkeleton('ivan')).not.toBe(usernameSkeleton('lvan')); // i and l are told apart (names ignore case, so I is i)
    expect(usernameSkeleton('paweł')).not.toBe(usernameSkeleton('pawel')); // ł is a letter of its own, not an accent
    expect(usernameSkeleton('player1')).toBe(usernameSkeleton('playerl'));
    expect(usernameSkeleton('bar admin')).not.toBe(usernameSkeleton('baradmin'));
    expect(usernameSkeleton('рор')).toBe(usernameSkeleton('pop')); // a whole name in Cyrillic look-alikes
  });

  it('accepts ordinary names in one script, accented letters, and scripts written together', () => {
    for (const ok of [
      'baradmin',
      'Zażółć Gęślą',
      'Łukasz_99',
      'jan kowalski',
      'Маша',
      'Ελένη',
      '山田太郎',
      'やまだ Taro',
      '김철수',
      'O’Brien',
      'a-b.c',
    ]) {
      expect(ZUsername.safeParse(ok).success, ok).toBe(true);
    }
    // a letter and its accent typed apart become one letter, not a loose mark
    expect(usernameProblem('Zaz\u0307o\u0301\u0142c\u0301')).toBeUndefined();
    expect(normalizeUsername('Zaz\u0307o\u0301\u0142c\u0301')).toBe('Zażółć');
    expect(normalizeUsername('ｂａｒ')).toBe('bar');
  });
});
