import type { S3StorageConfig } from '../../config';
import { StorageError, type Storage, type StoredObject } from './index';
import { contentTypeOfKey } from './keys';
import { sha256Hex } from '../../crypto';
import { signRequest, uriEncode, type SigningKey } from './sigv4';

const TIMEOUT_MS = 15_000;

/**
 * An S3-compatible bucket over S3's REST API (PutObject, GetObject, DeleteObject), signed with SigV4.
 * Path-style addressing (`endpoint/bucket/key`) for custom endpoints such as MinIO; virtual-hosted
 * (`bucket.endpoint/key`) otherwise, as AWS prefers.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly signing: SigningKey;

  constructor(private readonly config: S3StorageConfig) {
    this.signing = {
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
    };
  }

  private objectUrl(key: string): URL {
    const endpoint = new URL(this.config.endpoint);
    const base = endpoint.pathname.replace(/\/+$/, '');
    const objectPath = uriEncode(`${this.config.prefix}${key}`, true);
    if (this.config.pathStyle) {
      endpoint.pathname = `${base}/${uriEncode(this.config.bucket)}/${objectPath}`;
    } else {
      endpoint.hostname = `${this.config.bucket}.${endpoint.hostname}`;
      endpoint.pathname = `${base}/${objectPath}`;
    }
    return endpoint;
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.objectUrl(key);
    const headers = signRequest(this.signing, {
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256Hex(body ?? ''),
    });
    // fetch sets Host itself (to the same value); it refuses to be given one.
    delete headers.host;
    try {
      return await fetch(url, {
        method,
        headers,
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new StorageError(`S3 ${method} failed: ${(error as Error).message}`, { cause: error });
    }
  }

  private async fail(method: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? 'unknown';
    throw new StorageError(`S3 ${method} answered ${response.status} (${code})`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, contentType);
    if (!response.ok) await this.fail('PUT', response);
    await response.arrayBuffer();
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) return this.fail('GET', response);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      // Our keys name their type; a store's Content-Type may be whatever it was given.
      contentType: contentTypeOfKey(key),
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) await this.fail('DELETE', response);
    await response.arrayBuffer();
  }
}
