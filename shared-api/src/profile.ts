import { useMutation, useQueryClient } from '@tanstack/react-query';
// The core by its package name, like queries.ts: its code is loaded once.
import { api, envelopeData, saveAccountLanguage } from '@pathshala/shared-api/core';
import type { Gender, Medium, TeachingMode, UserProfile } from './contract';
import { queryKeys } from './query-keys';

/**
 * PUT /users/updateprofile: the text fields, where and how they learn or teach (a field left out is kept),
 * and a new cover image when one was chosen.
 */
export interface UpdateProfileInput {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  gender?: Gender | null;
  division?: string | null;
  district?: string | null;
  area?: string | null;
  modes?: TeachingMode[];
  medium?: Medium | null;
  coverImage?: File | null;
}

/** The multipart body of PUT /users/updateprofile: null is sent empty (cleared), modes as a comma list. */
export function profileFormData({ coverImage, ...fields }: UpdateProfileInput): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    body.append(name, Array.isArray(value) ? value.join(',') : (value ?? ''));
  }
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
