import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, avatarUrl } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the initials at once, under a picture that stays transparent until it has loaded', () => {
    const { container } = render(<Avatar username="jan.kowalski" avatarHash="abc" size="large" />);
    expect(container).toHaveTextContent('JK');
    const img = screen.getByRole('img', { name: 'jan.kowalski' });
    expect(img).toHaveAttribute('src', avatarUrl('abc', 160));
    expect(img).toHaveStyle({ opacity: '0' });

    fireEvent.load(img);
    expect(img).toHaveStyle({ opacity: '1' });
    // The picture covers the initials and names the player; the initials stay for layout only.
    expect(container).toHaveTextContent('JK');
    expect(screen.getByText('JK')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the initials when the picture fails to load', () => {
    const { container } = render(<Avatar username="ola" avatarHash="abc" />);
    fireEvent.error(screen.getByRole('img', { name: 'ola' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('OL');
    expect(screen.getByText('OL')).not.toHaveAttribute('aria-hidden');
  });

  it('shows only the initials without a picture, and tries a new picture after a failed one', () => {
    const { container, rerender } = render(<Avatar username="ola" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('OL');

    rerender(<Avatar username="ola" avatarHash="old" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar username="ola" avatarHash="new" />);
    expect(screen.getByRole('img', { name: 'ola' })).toHaveAttribute('src', avatarUrl('new', 40));
  });
});
