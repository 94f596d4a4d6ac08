import { useMutation, useQueryClient } from '@tanstack/react-query';
// The core by its package name, like queries.ts: its code is loaded once.
import { api, envelopeData, saveAccountLanguage } from '@pathshala/shared-api/core';
import type { UserProfile } from './contract';
import { queryKeys } from './query-keys';

/** PUT /users/updateprofile: the text fields, and a new cover image when one was chosen. */
export interface UpdateProfileInput {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  coverImage?: File | null;
}

/** The multipart body of PUT /users/updateprofile. */
export function profileFormData({ coverImage, ...fields }: UpdateProfileInput): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (coverImage) body.append('coverImage', coverImage, coverImage.name);
  return body;
}

/** PUT /users/updateprofile (multipart/form-data): answers the updated profile. */
export async function updateProfile(input: UpdateProfileInput): Promise<UserProfile> {
  return envelopeData<UserProfile>(await api.put('/users/updateprofile', profileFormData(input)));
}

/** Saves the profile; the answer replaces the cached profile, so the header's avatar and name follow. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}

/**
 * Saves the account's language (PUT /users/language, en or bn) for the server's messages, mails and
 * notifications; the answer replaces the cached profile.
 */
export function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountLanguage,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}
