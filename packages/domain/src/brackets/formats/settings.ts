/**
 * A tournament's format settings, kept in its bracket (`TBracketTournament.settings`): each format reads its own, and
 * a setting a tournament does not carry has the value it had before the setting existed (old rows have none).
 */

export interface TTournamentSettings {
  /** Double elimination: one deciding match when the lower-bracket finalist wins the grand final (absent: none). */
  grandFinalReset?: boolean;
  /** Swiss: how many rounds (absent: ⌈log2 n⌉ for n competitors). */
  swissRounds?: number;
  /** Groups into playoffs: the size groups aim at (3–6). */
  groupSize?: number;
  /** Groups into playoffs: how many of each group go to the playoff (1–4). */
  groupAdvance?: number;
}

export type TSettingKey = keyof TTournamentSettings;

/** One setting as the create dialog offers it and the server checks it; its name is the shared words' `setting.<key>`. */
export type TSettingSpec =
  | { key: 'grandFinalReset'; kind: 'boolean'; default: boolean }
  | {
      key: 'swissRounds' | 'groupSize' | 'groupAdvance';
      kind: 'integer';
      min: number;
      max: number;
      /** Null: none is stored, the format works it out (Swiss rounds from the field). */
      default: number | null;
    };
