import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3 look-alike for tests: path-style PutObject, GetObject and DeleteObject on one bucket,
 * each request's SigV4 Authorization checked the way S3 checks it (recomputed here independently of
 * the adapter's signer), with S3's XML errors. Objects live in memory.
 */
export interface FakeS3 {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Requests as received: method and path. */
  requests: { method: string; path: string }[];
  /** While set, every request is answered 503 SlowDown. */
  failing: boolean;
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function xmlError(response: http.ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

function expectedSignature(
  request: http.IncomingMessage,
  body: Buffer,
  secret: string,
  region: string,
): { ok: true } | { ok: false; code: string } {
  const auth = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return { ok: false, code: 'AccessDenied' };
  const [, , day, scopeRegion, signedHeaders, signature] = match as unknown as string[];
  if (scopeRegion !== region) return { ok: false, code: 'AuthorizationHeaderMalformed' };
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return { ok: false, code: 'SignatureDoesNotMatch' };
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256(body)) return { ok: false, code: 'XAmzContentSHA256Mismatch' };
  const url = new URL(request.url ?? '/', 'http://fake');
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return { ok: false, code: 'AccessDenied' };
  const canonical = [
    request.method,
    url.pathname,
    [...url.searchParams]
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .sort()
      .join('&'),
    names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
    ? { ok: true }
    : { ok: false, code: 'SignatureDoesNotMatch' };
}

export async function startFakeS3(): Promise<FakeS3> {
  const fake = {
    bucket: 'pathshala-test',
    region: 'ap-south-1',
    accessKeyId: 'AKIAFAKEEXAMPLE',
    secretAccessKey: 'fake/secret+key/EXAMPLEKEY',
    objects: new Map<string, { body: Buffer; contentType: string }>(),
    requests: [] as { method: string; path: string }[],
    failing: false,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      fake.requests.push({ method: request.method ?? '', path });
      if (fake.failing) return xmlError(response, 503, 'SlowDown');
      const check = expectedSignature(request, body, fake.secretAccessKey, fake.region);
      if (!request.headers.authorization?.includes(`Credential=${fake.accessKeyId}/`))
        return xmlError(response, 403, 'InvalidAccessKeyId');
      if (!check.ok) return xmlError(response, 403, check.code);
      const prefix = `/${fake.bucket}/`;
      if (!path.startsWith(prefix)) return xmlError(response, 404, 'NoSuchBucket');
      const key = decodeURIComponent(path.slice(prefix.length));
      switch (request.method) {
        case 'PUT':
          fake.objects.set(key, { body, contentType: String(request.headers['content-type'] ?? '') });
          response.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
          return response.end();
        case 'GET': {
          const object = fake.objects.get(key);
          if (!object) return xmlError(response, 404, 'NoSuchKey');
          response.writeHead(200, {
            'content-type': object.contentType,
            'content-length': object.body.length,
          });
          return response.end(object.body);
        }
        case 'DELETE':
          fake.objects.delete(key);
          response.writeHead(204);
          return response.end();
        default:
          return xmlError(response, 405, 'MethodNotAllowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
