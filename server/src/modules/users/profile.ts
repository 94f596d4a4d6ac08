import fastifyMultipart from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COVER_IMAGE_MAX_BYTES,
  MATCHING_MESSAGES,
  PROFILE_MESSAGES,
  updateProfileFields,
  updateProfileResponse,
  type UpdateProfileFields,
} from '@pathshala/shared-api/contract';
import { CHANGE_LOCK } from '../../db';
import { users } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/errors';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { BadRequestError, conflictOn, HttpError, NotFoundError, UnauthorizedError } from '../../http/errors';
import { newUploadKey, orUnavailable, uploadKeyFromUrl, uploadUrl } from '../../providers/storage';
import { checkedLocation, editedLocation, FieldErrors, touchesLocation } from '../posts/matching';
import { accountConflictFrom, takenFields } from './accounts';
import { sniffImageType } from './cover-image';
import { findActiveUserById, toUserProfile } from './repository';

/** The text fields of the form; the matching ones (where, how, which medium, a teacher's gender) may be empty to clear. */
const TEXT_FIELDS = [
  'firstname',
  'lastname',
  'username',
  'email',
  'gender',
  'division',
  'district',
  'area',
  'modes',
  'medium',
] as const;
const IMAGE_FIELD = 'coverImage';

interface ProfileForm {
  fields: Record<string, unknown>;
  image: Buffer | null;
}

/** Multipart errors worth their own words; any other failure to parse the form is a 400. */
function formError(error: unknown): Error {
  if (error instanceof HttpError || isDatabaseUnavailable(error)) return error as Error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, PROFILE_MESSAGES.imageTooLarge);
  if (code === 'FST_FILES_LIMIT') return new BadRequestError('Send one cover image at most');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'Request is too large');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, PROFILE_MESSAGES.notMultipart);
  return new BadRequestError('Invalid multipart form');
}

/** Reads the form: the text fields (others are ignored) and at most one `coverImage` file. */
async function readForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    // A JSON body may change the text fields (no image): handy for scripts, same rules.
    if (request.body && typeof request.body === 'object') return { fields: { ...request.body }, image: null };
    throw new HttpError(415, PROFILE_MESSAGES.notMultipart);
  }
  const form: ProfileForm = { fields: {}, image: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== IMAGE_FIELD)
          throw new BadRequestError(`Unexpected file field ${part.fieldname}`);
        // A browser sends an empty, unnamed file when none was chosen.
        if (bytes.length === 0 && !part.filename) continue;
        form.image = bytes;
      } else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname)) {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formError(error);
  }
  return form;
}

function validFields(fields: Record<string, unknown>): UpdateProfileFields {
  const picked = Object.fromEntries(
    TEXT_FIELDS.filter((name) => name in fields).map((name) => [name, fields[name]]),
  );
  const parsed = updateProfileFields.safeParse(picked);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= issue.message;
  }
  throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid request', errors);
}

/** PUT /users/updateprofile (SPEC §7 Profile and users, DESIGN §5 Uploads). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: COVER_IMAGE_MAX_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 4 * 1024,
      parts: 24,
      headerPairs: 100,
    },
  });

  app.put(
    '/users/updateprofile',
    {
      schema: {
        tags: ['users'],
        summary:
          "Updates the caller's profile: multipart/form-data with firstname, lastname, username, email, gender (teachers), division, district, area, modes (a comma list) and medium (each optional; an empty matching field clears it) and an optional coverImage file (JPEG, PNG, WebP or GIF, at most 2 MB)",
        security: SIGNED_IN,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: updateProfileResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const form = await readForm(request);
      const fields = validFields(form.fields);
      const imageType = form.image ? sniffImageType(form.image) : null;
      if (form.image && !imageType) throw new HttpError(415, PROFILE_MESSAGES.imageType);
      if (Object.keys(fields).length === 0 && !form.image)
        throw new BadRequestError(PROFILE_MESSAGES.nothingToUpdate);

      const current = await findActiveUserById(app.ctx.db, userId);
      // Removed since the session was checked (a kick racing this request, or on another instance).
      if (!current) throw new UnauthorizedError();
      // Only a teacher says their gender (requests may prefer one); the place must exist and belong together,
      // as on a post (a new district brings its division and drops the old district's area).
      const errors = new FieldErrors();
      if (fields.gender !== undefined && fields.gender !== null && current.role !== 'teacher')
        errors.add('gender', MATCHING_MESSAGES.genderTeachersOnly);
      const place = touchesLocation(fields) ? checkedLocation(editedLocation(current, fields), errors) : {};
      errors.throwIfAny();
      if (fields.username !== undefined || fields.email !== undefined) {
        const taken = await takenFields(
          app.ctx.db,
          fields.username ?? current.username,
          fields.email ?? current.email,
          userId,
        );
        if (Object.keys(taken).length > 0) throw conflictOn(taken);
      }

      // The new image is stored first; if the update then fails, it is removed again (no orphan), and
      // the old one is removed only after the update has committed.
      const key = form.image && imageType ? newUploadKey(imageType) : null;
      if (form.image && imageType && key)
        await orUnavailable(app.storage.put(key, form.image, imageType), request.log);
      let result;
      try {
        result = await app.ctx.db.transaction(async (tx) => {
          const [before] = await tx
            .select({ coverImage: users.coverImage })
            .from(users)
            .where(and(eq(users.id, userId), isNull(users.removedAt)))
            .for(CHANGE_LOCK);
          if (!before) throw new UnauthorizedError();
          const [row] = await tx
            .update(users)
            .set({ ...fields, ...place, ...(key ? { coverImage: uploadUrl(key) } : {}) })
            .where(eq(users.id, userId))
            .returning();
          if (!row) throw new NotFoundError('User not found');
          return { row, previousCover: before.coverImage };
        });
      } catch (error) {
        if (key) {
          await app.storage
            .delete(key)
            .catch((err: unknown) => request.log.error({ err, key }, 'could not remove an unused upload'));
        }
        throw accountConflictFrom(error) ?? error;
      }
      const previousKey = key ? uploadKeyFromUrl(result.previousCover) : null;
      if (previousKey && previousKey !== key) {
        await app.storage
          .delete(previousKey)
          .catch((err: unknown) =>
            request.log.error({ err, key: previousKey }, 'could not remove a replaced upload'),
          );
      }
      return respond(reply, 200, toUserProfile(result.row), PROFILE_MESSAGES.updated);
    },
  );
};
