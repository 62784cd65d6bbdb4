import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { currentPath, renderWithProviders } from '../../../test/render-app.tsx';
import { useBracketClicks } from './bracket-clicks.tsx';

function Names() {
  const clicks = useBracketClicks();
  return (
    <div onClick={clicks.onClick}>
      <span className="entry-name" title="The Very Widest Cap Throwers 0" data-testid="cut">
        The Very Widest Cap…
      </span>
      <span className="entry-name" title="anna" data-testid="whole">
        anna
      </span>
      <a className="entry-link" href="/singles/game-1" aria-label="Detailed game info of Final, match 1">
        i
      </a>
      {clicks.popover}
    </div>
  );
}

/** jsdom lays nothing out: give a name the box sizes a browser would. */
function sized(el: HTMLElement, scrollHeight: number, clientHeight: number) {
  Object.defineProperty(el, 'scrollHeight', { value: scrollHeight });
  Object.defineProperty(el, 'clientHeight', { value: clientHeight });
}

describe('useBracketClicks', () => {
  it('shows a cut name whole on a tap, and leaves names that fit alone', async () => {
    renderWithProviders(<Names />);
    sized(screen.getByTestId('whole'), 17, 17);
    sized(screen.getByTestId('cut'), 51, 34);
    fireEvent.click(screen.getByTestId('whole'));
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('cut'));
    expect(await screen.findByRole('presentation')).toHaveTextContent('The Very Widest Cap Throwers 0');
  });

  it('follows a game link inside the app, and leaves a click with a modifier to the browser', () => {
    renderWithProviders(<Names />, { route: '/singles/tournament/t-1' });
    const link = screen.getByRole('link', { name: 'Detailed game info of Final, match 1' });
    const withCtrl = fireEvent.click(link, { ctrlKey: true });
    expect(withCtrl).toBe(true); // not prevented: a new tab
    expect(currentPath()).toBe('/singles/tournament/t-1');
    expect(fireEvent.click(link)).toBe(false);
    expect(currentPath()).toBe('/singles/game-1');
  });
});
