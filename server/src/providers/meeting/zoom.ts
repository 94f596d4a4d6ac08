import { z } from 'zod';
import type { ZoomConfig } from '../../config';
import {
  durationOf,
  meetingExpiry,
  MeetingProviderError,
  silentLogger,
  type Meeting,
  type MeetingLogger,
  type MeetingProvider,
  type MeetingRequest,
} from './types';

export const ZOOM_TIMEOUT_MS = 10_000;
/** Zoom refuses longer topics. */
const TOPIC_MAX = 200;
/** How much of an error body goes into the log. */
const DETAIL_MAX = 300;

export interface ZoomOptions {
  /** Per request (token, create meeting), body included; default ZOOM_TIMEOUT_MS. */
  timeoutMs?: number;
  logger?: MeetingLogger;
  now?: () => Date;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive().optional(),
});

const meetingSchema = z.object({
  id: z.union([z.number(), z.string()]),
  join_url: z.url({ protocol: /^https?$/ }),
  start_url: z.url({ protocol: /^https?$/ }),
  start_time: z.string().optional(),
  duration: z.number().int().positive().optional(),
});

/** Why a call failed, for the log only; never shown to the user. */
class ZoomFailure extends Error {
  constructor(
    readonly stage: 'token' | 'create',
    readonly detail: string,
    readonly status?: number,
  ) {
    super(detail);
  }
}

/** Zoom wants 'yyyy-MM-ddTHH:mm:ssZ' (UTC, no milliseconds). */
const zoomTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Zoom through a Server-to-Server OAuth app (MEETING_PROVIDER=zoom). An account-credentials token from
 * `{oauthUrl}/oauth/token` (HTTP Basic client id:secret) is cached until shortly before it expires and
 * fetched again once if the API answers 401; meetings are created for the app's account owner at
 * `{baseUrl}/v2/users/me/meetings`: scheduled (type 2) when `startsAt` is in the future, else instant
 * (type 1), with a waiting room and no joining before the host. Expiry: Zoom's start time + duration +
 * EXPIRY_GRACE_MINUTES. Every failure is logged (credentials, tokens and host links scrubbed) and thrown
 * as MeetingProviderError.
 */
export class ZoomMeetingProvider implements MeetingProvider {
  private token: { value: string; refreshAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  private readonly timeoutMs: number;
  private readonly logger: MeetingLogger;
  private readonly now: () => Date;
  /** Strings that must never reach a log line: credentials and every access token seen. */
  private readonly secrets = new Set<string>();

  constructor(
    private readonly config: ZoomConfig,
    options: ZoomOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? ZOOM_TIMEOUT_MS;
    this.logger = options.logger ?? silentLogger;
    this.now = options.now ?? (() => new Date());
    for (const secret of [config.clientId, config.clientSecret, this.basicCredentials()])
      if (secret) this.secrets.add(secret);
  }

  async createMeeting(request: MeetingRequest): Promise<Meeting> {
    const duration = durationOf(request);
    const now = this.now();
    const scheduled = request.startsAt !== undefined && request.startsAt > now;
    const body = {
      topic: request.topic.trim().slice(0, TOPIC_MAX) || 'Pathshala class',
      type: scheduled ? 2 : 1,
      ...(scheduled ? { start_time: zoomTime(request.startsAt!), timezone: 'UTC' } : {}),
      duration,
      settings: {
        join_before_host: false,
        waiting_room: true,
        mute_upon_entry: true,
        host_video: true,
        participant_video: false,
        approval_type: 2,
        auto_recording: 'none',
      },
    };
    try {
      const created = await this.postMeeting(body);
      const startsAt = parseTime(created.start_time) ?? (scheduled ? request.startsAt! : now);
      return {
        provider: 'zoom',
        meetingId: String(created.id),
        joinUrl: created.join_url,
        startUrl: created.start_url,
        startsAt,
        expiresAt: meetingExpiry(startsAt, created.duration ?? duration),
      };
    } catch (error) {
      this.logFailure(error);
      throw new MeetingProviderError();
    }
  }

  private async postMeeting(body: object): Promise<z.infer<typeof meetingSchema>> {
    let token = await this.accessToken();
    let response = await this.call('create', `${this.config.baseUrl}/v2/users/me/meetings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status === 401) {
      // Revoked or expired early: one fresh token, one more try.
      this.forgetToken(token);
      token = await this.accessToken();
      response = await this.call('create', `${this.config.baseUrl}/v2/users/me/meetings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    }
    return this.parse('create', response, meetingSchema);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.refreshAt) return this.token.value;
    // Concurrent meetings share one token request.
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const query = new URLSearchParams({
      grant_type: 'account_credentials',
      account_id: this.config.accountId,
    });
    const response = await this.call('token', `${this.config.oauthUrl}/oauth/token?${query}`, {
      method: 'POST',
      headers: { authorization: `Basic ${this.basicCredentials()}` },
    });
    const token = await this.parse('token', response, tokenSchema);
    this.secrets.add(token.access_token);
    const lifetimeMs = (token.expires_in ?? 3600) * 1000;
    // Renew five minutes early (or half-way through a short-lived token).
    const margin = Math.min(5 * 60_000, lifetimeMs / 2);
    this.token = { value: token.access_token, refreshAt: this.now().getTime() + lifetimeMs - margin };
    return token.access_token;
  }

  private forgetToken(token: string): void {
    if (this.token?.value === token) this.token = null;
  }

  private basicCredentials(): string {
    return Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
  }

  /** fetch with the time-out; the same signal bounds reading the body in parse(). */
  private async call(stage: ZoomFailure['stage'], url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw this.networkFailure(stage, error);
    }
  }

  private async parse<T extends z.ZodType>(
    stage: ZoomFailure['stage'],
    response: Response,
    schema: T,
  ): Promise<z.infer<T>> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw this.networkFailure(stage, error);
    }
    if (!response.ok) throw new ZoomFailure(stage, `HTTP ${response.status}: ${text}`, response.status);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ZoomFailure(stage, `HTTP ${response.status} with a body that is not JSON`, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new ZoomFailure(
        stage,
        `unexpected answer: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        response.status,
      );
    return parsed.data;
  }

  private networkFailure(stage: ZoomFailure['stage'], error: unknown): ZoomFailure {
    const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
    if (err?.name === 'TimeoutError' || err?.name === 'AbortError')
      return new ZoomFailure(stage, `no answer within ${this.timeoutMs} ms`);
    const cause = err?.cause?.code ?? err?.cause?.message;
    return new ZoomFailure(
      stage,
      `request failed: ${err?.message ?? String(error)}${cause ? ` (${cause})` : ''}`,
    );
  }

  private logFailure(error: unknown): void {
    const details =
      error instanceof ZoomFailure
        ? { stage: error.stage, status: error.status, detail: this.scrub(error.detail) }
        : { detail: this.scrub(error instanceof Error ? error.message : String(error)) };
    this.logger.error({ provider: 'zoom', ...details }, 'Zoom meeting could not be created');
  }

  /** Cuts the detail short and masks credentials, tokens and any host link (start_url carries a key). */
  private scrub(text: string): string {
    let out = text.slice(0, DETAIL_MAX);
    for (const secret of this.secrets) out = out.split(secret).join('[Redacted]');
    return out.replace(/https?:\/\/\S*\/s\/\S*/g, '[Redacted]');
  }
}

function parseTime(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
