import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Page } from '../../ui/Page.tsx';
import { TenIcon } from '../../ui/TenIcon.tsx';
import { NumberedCard } from './NumberedCard.tsx';
import { COMMANDMENTS } from './rules-content.ts';

/** /10commandments: the etiquette of the table. */
export function CommandmentsPage() {
  return (
    <Page width="reading">
      <PageTitle title="10 Commandments" icon={<TenIcon />} />
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>The rules say how to score. These say how to behave while doing it.</Typography>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {COMMANDMENTS.map((text, i) => (
          <li key={text}>
            <NumberedCard number={i + 1}>
              <Typography sx={{ fontSize: { xs: '1rem', sm: '1.125rem' }, fontWeight: 550, lineHeight: 1.5, mt: { xs: 0.75, sm: 1 } }}>{text}</Typography>
            </NumberedCard>
          </li>
        ))}
      </Stack>
    </Page>
  );
}
