import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { useNamePeek } from './name-peek.tsx';

function Names() {
  const peek = useNamePeek();
  return (
    <div onClick={peek.onClick}>
      <span className="entry-name" title="The Very Widest Cap Throwers 0" data-testid="cut">
        The Very Widest Cap…
      </span>
      <span className="entry-name" title="anna" data-testid="whole">
        anna
      </span>
      {peek.popover}
    </div>
  );
}

/** jsdom lays nothing out: give a name the box sizes a browser would. */
function sized(el: HTMLElement, scrollHeight: number, clientHeight: number) {
  Object.defineProperty(el, 'scrollHeight', { value: scrollHeight });
  Object.defineProperty(el, 'clientHeight', { value: clientHeight });
}

describe('useNamePeek', () => {
  it('shows a cut name whole on a tap, and leaves names that fit alone', async () => {
    renderWithProviders(<Names />);
    sized(screen.getByTestId('whole'), 17, 17);
    sized(screen.getByTestId('cut'), 51, 34);
    fireEvent.click(screen.getByTestId('whole'));
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('cut'));
    expect(await screen.findByRole('presentation')).toHaveTextContent('The Very Widest Cap Throwers 0');
  });
});
