import Link from '@mui/material/Link';

/** First tab stop: jumps past the navigation to the page content. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      sx={(theme) => ({
        position: 'fixed',
        left: 8,
        top: -100,
        zIndex: theme.zIndex.tooltip,
        px: 2,
        py: 1.5,
        bgcolor: 'background.raised',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus': { top: 8 },
      })}
    >
      Skip to content
    </Link>
  );
}
