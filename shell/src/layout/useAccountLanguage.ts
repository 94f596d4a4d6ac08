import { useSaveAccountLanguage } from '@pathshala/shared-api';
import type { UserProfile } from '@pathshala/shared-api/contract';
import { currentLanguage, onLanguageChange, setLanguage } from '@pathshala/shared-ui';
import { useEffect, useRef } from 'react';

/**
 * Keeps the reader's language and the account's as one while signed in: a session opens in the account's
 * language (an account that never chose one takes this device's), and every switch in the header is saved on
 * the account, so the server's messages, mails and notifications follow it.
 */
export function useAccountLanguage(profile: UserProfile | undefined): void {
  const { mutate: save } = useSaveAccountLanguage();
  // undefined: the profile has not loaded yet; null: the account never chose.
  const accountLanguage = useRef<UserProfile['language'] | undefined>(undefined);

  useEffect(() => {
    if (!profile) return;
    const opening = accountLanguage.current === undefined;
    accountLanguage.current = profile.language;
    if (!opening) return;
    if (!profile.language) save(currentLanguage());
    else if (profile.language !== currentLanguage()) void setLanguage(profile.language);
  }, [profile, save]);

  useEffect(
    () =>
      onLanguageChange((language) => {
        if (accountLanguage.current === undefined || accountLanguage.current === language) return;
        accountLanguage.current = language;
        save(language);
      }),
    [save],
  );
}
