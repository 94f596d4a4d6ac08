import { TeacherReviewsPage } from '@pathshala/shared-ui/ratings';
import { useParams } from '@pathshala/shared-ui';

/** /teacher/profile/:teacherId: a teacher's reports and reviews, for every signed-in role (SPEC §2). */
export default function TeacherProfile() {
  const { teacherId = '' } = useParams();
  return <TeacherReviewsPage key={teacherId} teacherId={teacherId} />;
}
