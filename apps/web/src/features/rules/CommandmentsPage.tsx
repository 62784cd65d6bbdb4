import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Page } from '../../ui/Page.tsx';
import { TenIcon } from '../../ui/TenIcon.tsx';
import { NumberedCard } from './NumberedCard.tsx';
import { COMMANDMENTS } from './rules-content.ts';
import { useT } from '../../i18n/use-t.ts';

/** /10commandments: the etiquette of the table. */
export function CommandmentsPage() {
  const t = useT();
  return (
    <Page width="reading">
      <PageTitle title={t('commandments.title')} icon={<TenIcon />} />
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('commandments.intro')}</Typography>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {COMMANDMENTS.map((key, i) => (
          <li key={key}>
            <NumberedCard number={i + 1}>
              <Typography
                sx={{
                  fontSize: { xs: '1rem', sm: '1.125rem' },
                  fontWeight: 550,
                  lineHeight: 1.5,
                  mt: { xs: 0.75, sm: 1 },
                }}
              >
                {t(key)}
              </Typography>
            </NumberedCard>
          </li>
        ))}
      </Stack>
    </Page>
  );
}
