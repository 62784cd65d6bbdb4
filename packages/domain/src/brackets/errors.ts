/** Why a bracket action is refused: a message a person can read, and whether it is bad input or a state conflict. */

/** `invalid` maps to 400 (bad input), `conflict` to 409 (wrong state for the action), `not-found` to 404. */
export type TRefusalKind = 'invalid' | 'conflict' | 'not-found';

export interface TBracketRefusal {
  kind: TRefusalKind;
  message: string;
}

/** Builds a refusal. */
export function refuse(kind: TRefusalKind, message: string): TBracketRefusal {
  return { kind, message };
}

/** Thrown by the bracket mutators when their check refuses; carries the same kind and message. */
export class BracketError extends Error {
  readonly kind: TRefusalKind;

  constructor(refusal: TBracketRefusal) {
    super(refusal.message);
    this.name = 'BracketError';
    this.kind = refusal.kind;
  }
}

/** Throws a BracketError when the check refused. */
export function assertAllowed(refusal: TBracketRefusal | null): void {
  if (refusal) throw new BracketError(refusal);
}
