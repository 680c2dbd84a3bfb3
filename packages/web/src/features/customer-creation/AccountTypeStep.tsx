import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@atrium/contract';

/** Step 1: Company or Individual (spec 1 §2.8, §4.6). */
export function AccountTypeStep({
  value,
  onChoose,
}: {
  value: AccountType | null;
  onChoose: (type: AccountType) => void;
}) {
  const { t } = useTranslation();
  const options: { type: AccountType; Icon: typeof PersonOutlineIcon }[] = [
    { type: 'COMPANY', Icon: ApartmentOutlinedIcon },
    { type: 'INDIVIDUAL', Icon: PersonOutlineIcon },
  ];
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2 }}
      role="radiogroup"
      aria-label={t('customerCreation.accountType.label')}
    >
      {options.map(({ type, Icon }) => (
        <Card
          key={type}
          variant="outlined"
          sx={{
            flex: 1,
            borderColor: value === type ? 'primary.main' : undefined,
            borderWidth: value === type ? 2 : 1,
          }}
        >
          <CardActionArea
            role="radio"
            aria-checked={value === type}
            onClick={() => onChoose(type)}
            sx={{ height: '100%' }}
          >
            <CardContent>
              <Icon color="primary" sx={{ fontSize: 36 }} aria-hidden />
              <Typography component="p" variant="h6">
                {t(`customerCreation.accountType.${type}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`customerCreation.accountType.${type}_hint`)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
