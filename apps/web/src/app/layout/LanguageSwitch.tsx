import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Translate from '@mui/icons-material/Translate';
import { LANGUAGES } from '../../i18n/i18n.ts';
import { chooseLanguage } from '../../i18n/language-choice.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { useApi } from '../../api/api-context.tsx';
import { saveAccountLanguage } from '../../api/users.ts';
import { useAuth } from '../../features/auth/index.ts';

/**
 * The drawer's language row: a button per language, each named in its own language (`lang`), the active one pressed.
 * The choice is remembered on this device and, for a signed-in player, on the account (a failure to save it there
 * changes nothing here).
 */
export function LanguageSwitch() {
  const t = useT();
  const active = useLanguage();
  const api = useApi();
  const { state } = useAuth();
  return (
    <Box
      role="group"
      aria-label={t('nav.language')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48, px: '12px', mx: '3px', whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'flex', width: 24, flexShrink: 0, justifyContent: 'center', color: 'text.secondary', mr: 1 }}
      >
        <Translate />
      </Box>
      {LANGUAGES.map((language) => (
        <ButtonBase
          key={language}
          lang={language}
          aria-pressed={language === active}
          onClick={async () => {
            if (language === active) return;
            await chooseLanguage(language);
            if (state.isAuthenticated && state.userId)
              void saveAccountLanguage(api, state.userId, language).catch(() => undefined);
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
            '&[aria-pressed="true"]': {
              color: 'text.primary',
              bgcolor: 'action.selected',
              borderColor: 'primary.main',
            },
            '&.Mui-focusVisible': { outlineOffset: '-2px' },
          }}
        >
          {t(`language.${language}`)}
        </ButtonBase>
      ))}
    </Box>
  );
}
