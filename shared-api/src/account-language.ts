import type { AccountLanguage, UserProfile } from './contract';
import { api } from './client';
import { envelopeData } from './envelope';

/**
 * PUT /users/language: the signed-in account's language (en or bn). The server then writes its messages to
 * this account, its mails and its notifications in it. Answers the updated profile.
 */
export async function saveAccountLanguage(language: AccountLanguage): Promise<UserProfile> {
  return envelopeData<UserProfile>(await api.put('/users/language', { language }));
}
