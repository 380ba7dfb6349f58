import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VettingRecord } from '../../../contract/schemas/vetting';

export type Vetting = VettingRecord & { id: number };

/** One card of the record's body: its title (a catalogue key), an action beside it, its content. */
export function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {translate(title)}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
