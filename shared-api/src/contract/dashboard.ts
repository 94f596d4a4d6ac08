import { z } from 'zod';
import { envelope } from './common';
import { post } from './posts';

/** How many posts GET /student/dashboard recommends at most. */
export const STUDENT_DASHBOARD_LIMIT = 24;

/**
 * GET /student/dashboard: `data` is a list of recommended open teacher posts, best fit first (DESIGN
 * §5 Posts), in the same shape as search results.
 */
export const studentDashboardResponse = envelope(z.array(post));

/** How many reviews GET /teacher/dashboard shows, newest first. */
export const TEACHER_DASHBOARD_REVIEWS = 5;

/** GET /teacher/dashboard (SPEC §3 Teacher dashboard data): computed from live tables. */
export const teacherDashboard = z.object({
  averageRating: z.number().nullable(),
  ratingDistribution: z.object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  }),
  reviews: z.array(
    z.object({
      studentName: z.string(),
      studentInitials: z.string(),
      rating: z.number().int(),
      date: z.string(),
      review: z.string(),
    }),
  ),
  /** Distinct students across the teacher's batches that are not deleted. */
  totalStudents: z.number().int(),
  /** The teacher's batches that are not deleted. */
  activeCourses: z.number().int(),
});
export type TeacherDashboard = z.infer<typeof teacherDashboard>;
export const teacherDashboardResponse = envelope(teacherDashboard);
