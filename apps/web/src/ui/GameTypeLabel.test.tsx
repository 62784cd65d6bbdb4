import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { loadLanguage } from '../i18n/i18n.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { GameTypeLabel } from './GameTypeLabel.tsx';

afterEach(async () => {
  await loadLanguage('en');
});

describe('GameTypeLabel', () => {
  it("shows the type's name from the catalogue beside its icon, which readers skip", () => {
    renderWithProviders(<GameTypeLabel gameType="DOUBLES" />);
    const label = screen.getByText('Doubles');
    const icon = label.querySelector('[data-game-type="DOUBLES"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('MuiSvgIcon-fontSizeSmall');
  });

  it('draws the icon at its full size when plain', () => {
    renderWithProviders(<GameTypeLabel gameType="SINGLES" plain />);
    expect(screen.getByText('Singles').querySelector('[data-game-type="SINGLES"]')).toHaveClass(
      'MuiSvgIcon-fontSizeMedium',
    );
  });

  it("words the name in the reader's language", async () => {
    await loadLanguage('pl');
    renderWithProviders(<GameTypeLabel gameType="DOUBLES" />);
    expect(screen.getByText('Debel')).toBeInTheDocument();
  });
});
