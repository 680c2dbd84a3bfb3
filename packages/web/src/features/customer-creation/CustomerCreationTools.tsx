import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { RouterAdapter } from '../../components/RouterLink';
import { CreateCompanyWizard } from './CreateCompanyWizard';

/** The admin tools' customer creation (spec 1 §2.8): the Create Company wizard and the way to the CSV import. */
export function CustomerCreationTools() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 3, mt: 3 }}>
      <Card variant="outlined" component="section" aria-labelledby="create-company-title">
        <CardContent>
          <Typography id="create-company-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
            {t('customerCreation.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('customerCreation.hint')}
          </Typography>
          <CreateCompanyWizard />
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="csv-import-title">
        <CardContent>
          <Typography id="csv-import-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
            {t('customerCreation.csv.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('customerCreation.csv.cardHint')}
          </Typography>
          <Button
            component={RouterAdapter}
            to="/tools/csv-import"
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
          >
            {t('customerCreation.csv.open')}
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
