/**
 * Up to two initials of a username, which an avatar shows until its picture has loaded (and instead of it when it
 * cannot): the first letters of its first two words (split at spaces, dots, dashes and underscores), else its first
 * two letters.
 */
export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : name.trim().slice(0, 2);
  return letters.toUpperCase();
}
