import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { theme } from './theme.ts';
import { tokens } from '../ui/design-tokens.ts';

describe('theme', () => {
  it('draws Typography with color="text.secondary" in the secondary text colour, and plain Typography in the primary', () => {
    render(
      <ThemeProvider theme={theme}>
        <Typography color="text.secondary">quiet</Typography>
        <Typography>loud</Typography>
      </ThemeProvider>,
    );
    expect(screen.getByText('quiet')).toHaveStyle({ color: tokens.textSecondary });
    expect(screen.getByText('loud')).not.toHaveStyle({ color: tokens.textSecondary });
  });

  it('is a theme without CSS variables, the only kind the build keeps (vite.config.ts, no-css-variables-theme)', () => {
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('cssVariables');
  });
});
