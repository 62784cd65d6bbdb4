import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Translate from '@mui/icons-material/Translate';
import { LANGUAGES, loadLanguage, type Language } from '../../i18n/i18n.ts';
import { rememberLanguage } from '../../i18n/language-choice.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';

export interface LanguageSwitchProps {
  /** Called once the language was switched (the account remembers it too when someone is signed in). */
  onSwitched?: (language: Language) => void;
}

/** Switches to `language`: its catalogue loads, and this device remembers the choice. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  rememberLanguage(language);
}

/**
 * The drawer's language row: a button per language, each named in its own language (`lang`), the active one pressed.
 * Plain ButtonBase, like the entries: it ships in the start-up bundle with the navigation.
 */
export function LanguageSwitch({ onSwitched }: LanguageSwitchProps) {
  const t = useT();
  const active = useLanguage();
  return (
    <Box role="group" aria-label={t('nav.language')} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48, px: '12px', mx: '3px', whiteSpace: 'nowrap' }}>
      <Box component="span" aria-hidden sx={{ display: 'flex', width: 24, flexShrink: 0, justifyContent: 'center', color: 'text.secondary', mr: 1 }}>
        <Translate />
      </Box>
      {LANGUAGES.map((language) => (
        <ButtonBase
          key={language}
          lang={language}
          aria-pressed={language === active}
          onClick={async () => {
            if (language === active) return;
            await switchLanguage(language);
            onSwitched?.(language);
          }}
          sx={{
            minHeight: 44,
            minWidth: 44,
            px: 1.5,
            borderRadius: 1,
            font: 'inherit',
            fontWeight: 650,
            color: 'text.secondary',
            border: 1,
            borderColor: 'divider',
            '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
            '&[aria-pressed="true"]': { color: 'text.primary', bgcolor: 'action.selected', borderColor: 'primary.main' },
            '&.Mui-focusVisible': { outlineOffset: '-2px' },
          }}
        >
          {t(`language.${language}`)}
        </ButtonBase>
      ))}
    </Box>
  );
}
