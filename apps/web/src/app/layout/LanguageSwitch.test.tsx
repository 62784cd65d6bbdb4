import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLanguage } from '../../i18n/i18n.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PointsDelta } from '../../ui/PointsDelta.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { json, MemoryStorage, storeSession, USER_ID, type FakeRequest } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-app.tsx';

describe('LanguageSwitch', () => {
  it('names each language in its own language and presses the active one', () => {
    renderWithProviders(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Polski' })).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the words, numbers and <html lang> to Polish and remembers the choice on the device', async () => {
    renderWithProviders(
      <>
        <LanguageSwitch />
        <Pager page={0} totalPages={3} onChange={() => undefined} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Polski' }));
    await waitFor(() => expect(currentLanguage()).toBe('pl'));
    expect(await screen.findByRole('group', { name: 'Język' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Następna strona' })).toBeInTheDocument();
    // Polish decimals: a comma, still 2 of them; thousands grouped by a space from 10 000 on.
    render(<PointsDelta value={12345.5} />);
    expect(screen.getByText(/^\+12\s345,50$/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pl');
    expect(window.localStorage.getItem('language')).toBe('pl');
  });

  it("keeps a signed-in player's choice on the account (PUT /api/users/{id} with the language alone)", async () => {
    const storage = new MemoryStorage();
    storeSession(storage);
    const saved: unknown[] = [];
    renderWithProviders(<LanguageSwitch />, {
      storage,
      api: {
        [`PUT /api/users/${USER_ID}`]: (req: FakeRequest) => {
          saved.push(req.json());
          return json({});
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Polski' }));
    await waitFor(() => expect(saved).toEqual([{ language: 'pl' }]));
  });
});
