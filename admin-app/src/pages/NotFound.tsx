import { Button, EmptyState, FiCompass, RouterLink } from '@pathshala/shared-ui';
import { useText } from '../i18n';

export function NotFound() {
  const t = useText();
  return (
    <EmptyState
      icon={FiCompass}
      title={t('notFound.heading')}
      description={t('notFound.description')}
      action={
        <Button asChild colorPalette="brand">
          <RouterLink to="/admin/dashboard">{t('notFound.back')}</RouterLink>
        </Button>
      }
    />
  );
}
