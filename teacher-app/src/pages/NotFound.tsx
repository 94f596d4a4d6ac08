import { Button, EmptyState, FiCompass } from '@pathshala/shared-ui';
import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <EmptyState
      icon={FiCompass}
      title="Page not found"
      description="There is no such page in the teacher area."
      action={
        <Button asChild colorPalette="brand">
          <Link to="/teacher/dashboard">Back to dashboard</Link>
        </Button>
      }
    />
  );
}
