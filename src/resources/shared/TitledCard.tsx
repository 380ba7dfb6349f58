import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/**
 * A card of a record's page: a title over its content. Not in RecordCards.tsx, which the first
 * list loads: a record page's card would ride along on that path.
 */
export function TitledCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
