import { useState } from 'react';
import { Avatar, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FunderCard } from '@atrium/contract';
import { AddToSmartlistDialog, useSmartlistCapability, useSmartlists } from '../../fundraising';

/** A FUNDER fragment: the investor's card with 'Add to smartlist' (the fundraising feature's dialog and API). */
export function FunderFragment({ funder }: { funder: FunderCard }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <Card variant="outlined" data-testid="assistant-funder">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <Avatar src={funder.logoUrl ?? undefined} alt="">
            {funder.name.slice(0, 1)}
          </Avatar>
          <div>
            <Typography variant="subtitle2" component="p">
              {funder.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[funder.kind, funder.location].filter(Boolean).join(' · ')}
            </Typography>
          </div>
        </Stack>
        {funder.shortDescription && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {funder.shortDescription}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button size="small" onClick={() => setAdding(true)}>
          {t('assistant.content.addToSmartlist')}
        </Button>
      </CardActions>
      {adding && <AddDialog funder={funder.externalId} onClose={() => setAdding(false)} />}
    </Card>
  );
}

function AddDialog({ funder, onClose }: { funder: string; onClose: () => void }) {
  const lists = useSmartlists();
  const capability = useSmartlistCapability();
  return (
    <AddToSmartlistDialog
      open
      onClose={onClose}
      funders={[funder]}
      lists={lists.data?.items ?? []}
      capability={capability.data}
      onDone={onClose}
    />
  );
}
