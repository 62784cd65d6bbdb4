/** Random sources for seeding: cryptographic by default, injectable for tests. */

/** Returns a uniformly random integer in [0, maxExclusive). */
export type TRandomInt = (maxExclusive: number) => number;

/** Uniform random integer from Web Crypto, with rejection sampling so no value is favoured. */
export const cryptoRandomInt: TRandomInt = (maxExclusive) => {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) {
    throw new RangeError(`maxExclusive must be an integer in 1..2^32, got ${maxExclusive}`);
  }
  const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % maxExclusive;
  }
};

/** Fisher–Yates shuffle into a new array; the input is left alone. */
export function shuffle<T extends NonNullable<unknown>>(
  items: readonly T[],
  random: TRandomInt = cryptoRandomInt,
): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = random(i + 1);
    const a = result[i];
    const b = Number.isInteger(j) ? result[j] : undefined;
    if (a === undefined || b === undefined || j > i) throw new RangeError(`random(${i + 1}) returned ${j}`);
    result[i] = b;
    result[j] = a;
  }
  return result;
}
