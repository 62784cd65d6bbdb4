import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Gavel from '@mui/icons-material/Gavel';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Page } from '../../ui/Page.tsx';
import { NumberedCard } from './NumberedCard.tsx';
import { RULE_SECTIONS, ruleText } from './rules-content.ts';
import { useT } from '../../i18n/use-t.ts';

/** /rules: the league rulebook. */
export function RulesPage() {
  const t = useT();
  return (
    <Page width="reading">
      <PageTitle title={t('rules.title')} icon={<Gavel />} />
      <Typography sx={{ mb: 3, fontSize: '1.0625rem', color: 'text.secondary' }}>{t('rules.intro')}</Typography>
      <Stack spacing={2}>
        {RULE_SECTIONS.map((section, i) => (
          <NumberedCard key={section.title} number={i + 1} labelledBy={`rules-${i + 1}`}>
            <Typography id={`rules-${i + 1}`} variant="h2" sx={{ mb: 1.5, mt: { xs: 0.5, sm: 0.75 } }}>
              {t(section.title)}
            </Typography>
            <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }}>
              {section.rules.map((rule) => (
                <Typography
                  component="li"
                  key={rule}
                  sx={{ pl: 0.5, '&::marker': { color: 'text.secondary', fontWeight: 700 } }}
                >
                  {ruleText(t, rule)}
                </Typography>
              ))}
            </Stack>
          </NumberedCard>
        ))}
      </Stack>
    </Page>
  );
}
