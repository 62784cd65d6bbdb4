import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../i18n/i18n.ts';
import { seasonName } from './season-name.ts';

describe('seasonName', () => {
  afterEach(async () => {
    await loadLanguage('en');
  });

  it("words the server's generated name in the reader's language and keeps an admin's name as typed", async () => {
    expect(seasonName('Season 1')).toBe('Season 1');
    await loadLanguage('pl');
    expect(seasonName('Season 1')).toBe('Sezon 1');
    expect(seasonName('Season 12')).toBe('Sezon 12');
    expect(seasonName('Lato 2026')).toBe('Lato 2026');
  });
});
