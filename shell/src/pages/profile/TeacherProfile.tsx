import { useParams } from '@pathshala/shared-ui';
import { TeacherReviewsPage } from '../reviews/TeacherReviewsPage';

/** /teacher/profile/:teacherId: a teacher's reports and reviews, for every signed-in role (SPEC §2). */
export default function TeacherProfile() {
  const { teacherId = '' } = useParams();
  return <TeacherReviewsPage key={teacherId} teacherId={teacherId} />;
}
