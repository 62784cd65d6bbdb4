import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CapLogo } from '../../ui/Logo.tsx';
import { Page } from '../../ui/Page.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The narrow centred card the account screens share. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  return (
    <Page width="form">
      <title>{t('app.titleSuffix', { title })}</title>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 1, sm: 4 }, mb: 2 }}>
        <CapLogo size={64} />
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, '&:last-child': { pb: { xs: 2.5, sm: 3.5 } } }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: intro ? 1 : 2.5, textAlign: 'center' }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mb: 2.5, textAlign: 'center' }}>
              {intro}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
      {footer && (
        <Box
          sx={{ mt: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}
        >
          {footer}
        </Box>
      )}
    </Page>
  );
}
