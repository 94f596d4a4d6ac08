import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchResponse,
  CLASSROOM_FILE_LIMITS,
  emptyResponse,
  idParam,
  MATERIAL_LIMITS,
  materialListResponse,
  materialParams,
  materialResponse,
  MATERIALS_MESSAGES,
  materialSharingBody,
  paginationQuery,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { noticesLimit } from '../../http/rate-limits';
import { acceptUploads, readUpload } from './files';
import {
  checkMayShare,
  checkShareFields,
  deleteMaterial,
  listMaterials,
  setMaterialSharing,
  shareMaterial,
} from './materials';

const MB = CLASSROOM_FILE_LIMITS.maxBytes / (1024 * 1024);

/** A batch's materials: GET/POST /batch/{id}/materials, DELETE one, PUT the students' sharing switch. */
export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing for this plugin's routes only, with the classroom's file limits.
  await acceptUploads(app);

  app.get(
    '/batch/:id/materials',
    {
      schema: {
        tags: ['classroom'],
        summary: "A batch's materials, newest first (paginated), for its members and admins",
        description:
          "Each file carries a download link made for the caller (about an hour; it stops working once they leave the batch); a link's address is in `url`.",
        security: SIGNED_IN,
        params: idParam,
        querystring: paginationQuery,
        response: { 200: materialListResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const found = await listMaterials(app.ctx, currentUser(request), request.params.id, page, limit);
      return {
        ...respond(reply, 200, found.items, MATERIALS_MESSAGES.listed),
        meta: { page, limit, total: found.total },
      };
    },
  );

  app.post(
    '/batch/:id/materials',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['classroom'],
        summary:
          "Share a file or a link with a batch: its teacher, or its students when the teacher allows it; the teacher's are announced to the students",
        description:
          `multipart/form-data with \`title\` (at most ${MATERIAL_LIMITS.title} characters) and one \`file\` ` +
          `(PDF, JPEG, PNG, WebP, GIF, Word, PowerPoint or Excel, recognised by its bytes, at most ${MB} MB: ` +
          '413 when larger, 415 for another type), or JSON `{ title, url }` for a link (http or https, at most ' +
          `${MATERIAL_LIMITS.url} characters).`,
        security: SIGNED_IN,
        params: idParam,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: materialResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const batchId = request.params.id;
      // Who may share is known before the upload is read: a refused caller's file is never stored.
      await checkMayShare(app.ctx.db, caller, batchId);
      const { fields, file } = await readUpload(request);
      const checked = checkShareFields(fields, file);
      const material = await shareMaterial(app.ctx, app.storage, request.log, caller, batchId, checked, file);
      return respond(reply, 201, material, MATERIALS_MESSAGES.shared);
    },
  );

  app.delete(
    '/batch/:id/materials/:materialId',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['classroom'],
        summary: "Delete a material: the batch's teacher, whoever shared it, or an admin",
        security: SIGNED_IN,
        params: materialParams,
        response: { 200: emptyResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const { id, materialId } = request.params;
      await deleteMaterial(app.ctx, app.storage, request.log, currentUser(request), id, materialId);
      return respond(reply, 200, null, MATERIALS_MESSAGES.deleted);
    },
  );

  app.put(
    '/batch/:id/materials/sharing',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['classroom'],
        summary: "Let the batch's students share materials too, or not (the batch's teacher)",
        security: SIGNED_IN,
        params: idParam,
        body: materialSharingBody,
        response: { 200: batchResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const on = request.body.students_share_materials;
      const batch = await setMaterialSharing(app.ctx, currentUser(request), request.params.id, on);
      return respond(reply, 200, batch, on ? MATERIALS_MESSAGES.sharingOn : MATERIALS_MESSAGES.sharingOff);
    },
  );
};
