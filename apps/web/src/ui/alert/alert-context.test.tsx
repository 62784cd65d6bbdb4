import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme.ts';
import { AlertProvider, useAlert, type AlertSeverity } from './alert-context.tsx';

function Trigger({ message, severity }: { message: string; severity?: AlertSeverity }) {
  const { showAlert } = useAlert();
  return <button onClick={() => showAlert(message, severity)}>show {message}</button>;
}

function renderAlerts() {
  return render(
    <ThemeProvider theme={theme}>
      <AlertProvider>
        <Trigger message="Warm-up" />
        <Trigger message="Data saved" severity="success" />
        <Trigger message="Failed loading blog" severity="error" />
      </AlertProvider>
    </ThemeProvider>,
  );
}

/** The snackbar code is loaded lazily; show one alert first so the timed one mounts at once. */
async function warmUp() {
  fireEvent.click(screen.getByText('show Warm-up'));
  await screen.findByText('Warm-up');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('global alert', () => {
  it('closes by itself after 3000 ms', async () => {
    renderAlerts();
    await warmUp();
    vi.useFakeTimers();
    fireEvent.click(screen.getByText('show Data saved'));
    expect(screen.getByText('Data saved')).toBeVisible();
    expect(screen.queryByText('Warm-up')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Data saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    // After the exit transition the snackbar is gone.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Data saved')).not.toBeInTheDocument();
  });

  it('shows the severity and closes on dismiss', async () => {
    renderAlerts();
    await warmUp();
    fireEvent.click(screen.getByText('show Failed loading blog'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed loading blog');
    expect(alert.className).toMatch(/colorError/);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByText('Failed loading blog')).not.toBeInTheDocument());
  });

  it('restarts the 3000 ms for a new message', async () => {
    renderAlerts();
    await warmUp();
    vi.useFakeTimers();
    fireEvent.click(screen.getByText('show Data saved'));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByText('show Failed loading blog'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Failed loading blog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Failed loading blog')).not.toBeInTheDocument();
  });
});
