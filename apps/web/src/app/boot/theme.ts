/** Start-up step 2 (see main.tsx): the theme, and with it MUI's styling engine (Emotion). */
export { theme } from '../theme.ts';
