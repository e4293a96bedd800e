// spec §7 GET app/get-oss-sign (behind the guard) and the upload host it names: a public POST
// that checks signature, expiry, size and content type, stores under DATA_DIR/uploads under a
// name it chooses, and serves the images back with nosniff and a sandboxing CSP (never
// executable content). Served files are capability URLs (docs/security.md "Uploads").
import type { FastifyInstance, FastifyReply } from 'fastify';
import { failure, success } from '../../../../contract/envelope';
import { ossSign } from '../../../../contract/platform-endpoints';
import type { UploadedFile } from '../../../../contract/upload';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_FILE_PATH,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_POST_PATH,
  isUploadContentType,
} from '../../../../contract/upload';
import { publicAccess } from '../../../../contract/endpoint';
import { registerEndpoint } from '../../../http/endpoint-routes';
import type { PlatformServices } from '../platform-services';
import { boundaryOf, parseMultipart } from './multipart';
import { checkUploadPolicy, createUploadSign } from './upload-policy';
import { loadOrCreateUploadSecret } from './upload-secret';
import {
  contentTypeOfKey,
  newUploadKey,
  readUpload,
  saveUpload,
  sniffImageType,
} from './upload-store';
import { routeAccess } from '../../../http/route-audit';

function refuse(reply: FastifyReply, status: 400 | 403 | 413, message: string) {
  return reply.code(status).send(failure(status, message));
}

/** Behind the guard: any member may upload into the tenant's own folder. */
export function registerUploadSignRoute(app: FastifyInstance, services: PlatformServices): void {
  registerEndpoint(app, ossSign, ({ tenantId }) =>
    createUploadSign(
      loadOrCreateUploadSecret(services.dataDir),
      tenantId,
      new Date(services.now()),
    ),
  );
}

/** Public (the browser posts the form without a token, as to OSS): the policy is the proof. */
export async function registerUploadHost(
  app: FastifyInstance,
  services: PlatformServices,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return refuse(reply, 413, UPLOAD_MESSAGES.tooLarge);
      }
      throw error;
    });
    // No token (the browser posts the form as to OSS): the signed policy is the grant.
    scope.post(UPLOAD_POST_PATH, routeAccess(publicAccess), async (request, reply) => {
      const boundary = boundaryOf(request.headers['content-type']);
      const form =
        boundary && Buffer.isBuffer(request.body)
          ? parseMultipart(request.body, boundary)
          : undefined;
      if (!form) return refuse(reply, 400, UPLOAD_MESSAGES.noFile);
      const secret = loadOrCreateUploadSecret(services.dataDir);
      const check = checkUploadPolicy(secret, form.fields, new Date(services.now()));
      if (!check.ok) return refuse(reply, check.status, check.message);
      const { file } = form;
      if (!file || file.data.length === 0) return refuse(reply, 400, UPLOAD_MESSAGES.noFile);
      if (file.data.length > check.policy.maxBytes) {
        return refuse(reply, 413, UPLOAD_MESSAGES.tooLarge);
      }
      // The declared type, the bytes and the key's extension must all agree.
      const sniffed = sniffImageType(file.data);
      const declared = file.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!isUploadContentType(declared) || sniffed !== declared) {
        return refuse(reply, 400, UPLOAD_MESSAGES.badType);
      }
      // issue #32 finding 8: the server names the file (16 random bytes) inside the signed
      // folder; a `key` the client posts is ignored, so no name is guessable or chosen.
      const key = newUploadKey(check.policy.dir, sniffed);
      if (!key) return refuse(reply, 400, UPLOAD_MESSAGES.badKey);
      await saveUpload(services.dataDir, key, file.data);
      const data: UploadedFile = {
        url: `${UPLOAD_FILE_PATH}${key}`,
        key,
        size: file.data.length,
        content_type: sniffed,
      };
      return success(data);
    });
  });

  // issue #32 finding 8: public on purpose. Customer-facing pages (the lead pages' corp logo,
  // fission posters, images a super form links to) show these images to people without a
  // session, so each URL is a capability: its 16-byte random name is the grant. Only checked
  // raster images under DATA_DIR/uploads are served; private files (imports live in the
  // database, exports under DATA_DIR/exports behind signed links) are never reachable here.
  app.get(`${UPLOAD_FILE_PATH}*`, routeAccess(publicAccess), async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = contentTypeOfKey(key);
    const data = type ? await readUpload(services.dataDir, key) : undefined;
    // Stored files were checked on the way in; check again so nothing else is ever served.
    if (!type || !data || sniffImageType(data) !== type) {
      return reply.code(404).send(failure(404, '你所访问的资源不存在！'));
    }
    return reply
      .header('content-type', type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `inline; filename="image.${UPLOAD_CONTENT_TYPES[type]}"`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(data);
  });
}
