/**
 * Where a name on an entry card may break (issue 37): a username has no spaces, and a card broke 'Maximilian_Lon' as
 * 'Maximilia / n_Lon'. The name is cut after its separators (_ - .) and where a lower-case letter meets a capital
 * ('MaxLong' → 'Max', 'Long'); the card puts a line-break chance (<wbr>) between the pieces, and breaks inside a
 * piece only when it cannot fit a line alone.
 */
export function namePieces(name: string): string[] {
  return name.split(/(?<=[_\-.])(?=.)|(?<=\p{Ll})(?=\p{Lu})/u).filter((piece) => piece !== '');
}

/** The longest piece that still fits a card's line at the name's own size; a longer one is drawn a little smaller. */
const LONG_PIECE = 9;

/** Whether a piece is too long for the card's line at the name's own size. */
export function hasLongPiece(pieces: readonly string[]): boolean {
  return pieces.some((piece) => [...piece].length > LONG_PIECE);
}
