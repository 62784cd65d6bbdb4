import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** Below `sm` (600 px) the phone layout applies: full-screen dialogs, stacked cards instead of tables. */
export function useIsPhone(): boolean {
  const theme = useTheme();
  // noSsr: decide on the first render so phones never flash the desktop layout.
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
