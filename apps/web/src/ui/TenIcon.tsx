import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The "10" glyph of the Commandments entry. */
export function TenIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 24 24" aria-hidden {...props}>
      <text x="12" y="17.5" textAnchor="middle" fontSize="15" fontWeight="800" fill="currentColor" fontFamily="inherit">
        10
      </text>
    </SvgIcon>
  );
}
