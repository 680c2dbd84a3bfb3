import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/** The error page of spec 1 §2.3: something went wrong, with a go-back button. */
export function SomethingWentWrong({ onGoBack, onReload }: { onGoBack: () => void; onReload?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      icon={<ErrorOutlineIcon />}
      title={t('errorPages.somethingWentWrong')}
      text={t('errorPages.somethingWentWrongText')}
      actions={[
        { label: t('errorPages.goBack'), onClick: onGoBack },
        ...(onReload ? [{ label: t('errorPages.reload'), onClick: onReload }] : []),
      ]}
    />
  );
}
