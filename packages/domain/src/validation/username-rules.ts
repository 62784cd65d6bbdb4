/**
 * What keeps one player from passing for another (issue 37 item 21). A username is kept in Unicode's NFKC form
 * (fullwidth and mathematical letters become plain ones, a letter and its accent one letter); it may not contain
 * invisible or control characters, whitespace other than single spaces, accents that NFKC could not join to their
 * letter on a Latin, Greek or Cyrillic name, nor letters of scripts that look alike mixed in one name (the rule of
 * Unicode's "highly restrictive" profile, UTS #39). Two names are the same name when their skeletons are equal: the
 * name without accents, letters that look alike read as one (our own table of the common look-alikes of Latin
 * letters: Cyrillic, Greek, Armenian, Cherokee, small capitals, digits), case ignored.
 * Zod-free, import-free: the forms, the API schemas and the server's uniqueness check share it.
 */

/** The stored form of a username. */
export function normalizeUsername(name: string): string {
  return name.normalize('NFKC');
}

export type UsernameProblem = 'USERNAME_INVISIBLE' | 'USERNAME_LOOSE_MARKS' | 'USERNAME_MIXED_SCRIPTS';

/**
 * Characters nobody sees or that move the text around: controls (tab, newline), format characters (zero-width
 * space and joiners, soft hyphen, direction marks, word joiner, BOM), unassigned and private code points, separators
 * of lines and paragraphs, and what Unicode says a reader ignores (default-ignorable: fillers that draw as nothing,
 * variation selectors, the combining grapheme joiner), and the braille blank.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
const INVISIBLE_ALL = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** Whitespace other than the plain space, or two spaces in a row (NFKC makes most other spaces plain ones). */
const ODD_SPACE = /(?! )[\s\p{Z}]| {2}/u;
/** A combining mark after something that is not a letter, or left over on a Latin, Greek or Cyrillic letter. */
const LOOSE_MARK = /(?:^|[^\p{L}]|[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}])\p{M}/u;

/** The scripts a name's letters are told apart by; a letter of any other script counts as 'Other'. */
const SCRIPTS: Array<[string, RegExp]> = [
  ['Latin', /\p{sc=Latin}/u],
  ['Cyrillic', /\p{sc=Cyrillic}/u],
  ['Greek', /\p{sc=Greek}/u],
  ['Armenian', /\p{sc=Armenian}/u],
  ['Cherokee', /\p{sc=Cherokee}/u],
  ['Georgian', /\p{sc=Georgian}/u],
  ['Han', /\p{sc=Han}/u],
  ['Hiragana', /\p{sc=Hiragana}/u],
  ['Katakana', /\p{sc=Katakana}/u],
  ['Hangul', /\p{sc=Hangul}/u],
  ['Bopomofo', /\p{sc=Bopomofo}/u],
];
/** Scripts written together (Japanese, Chinese, Korean, each with Latin); any other mix is refused. */
const WRITTEN_TOGETHER = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function scriptsOf(name: string): Set<string> {
  const found = new Set<string>();
  for (const char of name) {
    if (!/[\p{L}\p{N}]/u.test(char) || /[\p{sc=Common}\p{sc=Inherited}]/u.test(char)) continue;
    found.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other');
  }
  return found;
}

/** Why a name (as typed) cannot be a username, beyond its length and spaces at the ends; undefined when it can. */
export function usernameProblem(name: string): UsernameProblem | undefined {
  const normal = normalizeUsername(name);
  if (INVISIBLE.test(normal) || ODD_SPACE.test(normal)) return 'USERNAME_INVISIBLE';
  if (LOOSE_MARK.test(normal)) return 'USERNAME_LOOSE_MARKS';
  const scripts = scriptsOf(normal);
  if (scripts.size > 1 && !WRITTEN_TOGETHER.some((set) => [...scripts].every((s) => set.has(s))))
    return 'USERNAME_MIXED_SCRIPTS';
  return undefined;
}

/**
 * Letters (and a few signs) that look like a Latin letter, each with the letter it reads as; the case is dropped
 * after. A capital I and a small l, alike in many fonts, stay apart: names are compared without case, so I is i.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'B',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'M',
  н: 'H',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 'T',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ь: 'b',
  ү: 'y',
  ɡ: 'g',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  Ӏ: 'l',
  Ԁ: 'D',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ү: 'Y',
  // Greek
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  γ: 'y',
  ϳ: 'j',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  Ϲ: 'C',
  Ϳ: 'J',
  // Armenian
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ո: 'n',
  զ: 'q',
  ց: 'g',
  Օ: 'O',
  Ս: 'U',
  // Cherokee capitals
  Ꭺ: 'A',
  Ᏼ: 'B',
  Ꮯ: 'C',
  Ꭰ: 'D',
  Ꭼ: 'E',
  Ꮐ: 'G',
  Ꮋ: 'H',
  Ꭻ: 'J',
  Ꮶ: 'K',
  Ꮮ: 'L',
  Ꮇ: 'M',
  Ꮲ: 'P',
  Ꮪ: 'S',
  Ꭲ: 'T',
  Ꮩ: 'V',
  Ꮃ: 'W',
  Ꮓ: 'Z',
  // Latin letters that look like others, small capitals
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɩ: 'i',
  ǀ: 'l',
  ĸ: 'k',
  ſ: 'f',
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  // digits and signs
  '0': 'o',
  '1': 'l',
  '|': 'l',
};
/** Pairs of letters that read as one (after the case is dropped). */
const LOOK_ALIKE_PAIRS: Array<[RegExp, string]> = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/**
 * The skeleton of a name: what it looks like, for telling look-alikes apart. Equal skeletons mean one name to a reader
 * ("baradmin", "bаrаdmin" with Cyrillic а, "ｂａｒａｄｍｉｎ", "baradmín", "BARADMIN", "baradrnin").
 */
export function usernameSkeleton(name: string): string {
  // Invisible characters are not there to a reader (names from before the rules may hold them).
  const bare = normalizeUsername(name).normalize('NFD').replace(/\p{M}/gu, '').replace(INVISIBLE_ALL, '');
  let read = '';
  for (const char of bare) read += LOOK_ALIKES[char] ?? char;
  read = read.toLowerCase();
  // a look-alike that is itself a capital (Cherokee's have small forms now) is read once more after the case is dropped
  read = [...read].map((char) => LOOK_ALIKES[char]?.toLowerCase() ?? char).join('');
  for (const [pair, one] of LOOK_ALIKE_PAIRS) read = read.replace(pair, one);
  return read;
}
