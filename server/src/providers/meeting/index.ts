import type { MeetingConfig } from '../../config';
import { JitsiMeetingProvider } from './jitsi';
import type { MeetingLogger, MeetingProvider } from './types';
import { ZoomMeetingProvider } from './zoom';

export type { Meeting, MeetingLogger, MeetingProvider, MeetingRequest } from './types';
export {
  DEFAULT_DURATION_MINUTES,
  EXPIRY_GRACE_MINUTES,
  MEETING_FAILED_MESSAGE,
  MeetingProviderError,
} from './types';
export { JitsiMeetingProvider, topicSlug } from './jitsi';
export { ZoomMeetingProvider, ZOOM_TIMEOUT_MS } from './zoom';

/**
 * The provider MEETING_PROVIDER names; `logger` receives the cause of each failure (app.log in the app),
 * `timeoutMs` bounds each call to the provider (MEETING_TIMEOUT_MS).
 */
export function createMeetingProvider(
  config: MeetingConfig,
  options: { logger?: MeetingLogger; timeoutMs?: number } = {},
): MeetingProvider {
  if (config.provider === 'zoom') {
    if (!config.zoom) throw new Error('MEETING_PROVIDER=zoom needs the Zoom settings');
    return new ZoomMeetingProvider(config.zoom, { logger: options.logger, timeoutMs: options.timeoutMs });
  }
  return new JitsiMeetingProvider();
}
