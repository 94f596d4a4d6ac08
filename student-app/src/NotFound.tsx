import { Button, EmptyState, FiCompass, RouterLink } from '@pathshala/shared-ui';

export function NotFound() {
  return (
    <EmptyState
      icon={FiCompass}
      title="Page not found"
      description="There is no such page in the student area."
      action={
        <Button asChild colorPalette="brand">
          <RouterLink to="/student/dashboard">Back to dashboard</RouterLink>
        </Button>
      }
    />
  );
}
