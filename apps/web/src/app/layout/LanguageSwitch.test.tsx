import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '../../i18n/i18n.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PointsDelta } from '../../ui/PointsDelta.tsx';
import { Pager } from '../../ui/Pager.tsx';

describe('LanguageSwitch', () => {
  it('names each language in its own language and presses the active one', () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Polski' })).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the words, numbers and <html lang> to Polish, remembers the choice and tells the caller', async () => {
    const onSwitched = vi.fn();
    render(
      <>
        <LanguageSwitch onSwitched={onSwitched} />
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
    expect(onSwitched).toHaveBeenCalledWith('pl');
  });
});
