import {
  getErrorMessage,
  getErrorStatus,
  getFieldErrors,
  type UserProfile,
  useUpdateProfile,
} from '@pathshala/shared-api';
import {
  COVER_IMAGE_MAX_BYTES,
  COVER_IMAGE_TYPES,
  PROFILE_MESSAGES,
  updateProfileFields,
} from '@pathshala/shared-api/contract';
import {
  Alert,
  Box,
  Button,
  Card,
  FiArrowLeft,
  Heading,
  HStack,
  IconButton,
  Image,
  SimpleGrid,
  Stack,
  Text,
  useNavigate,
} from '@pathshala/shared-ui';
import { focusFirstInvalid, FormField, Input } from '@pathshala/shared-ui/forms';
import {
  FormSection,
  GenderSelect,
  MatchingFields,
  matchingValues,
  toMatchingInput,
  type MatchingErrors,
  type MatchingValues,
} from '@pathshala/shared-ui/posts';
import { checkLocation } from '@pathshala/shared-api/contract/places';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useAccountText } from '../../account/i18n';
import { ProfileFrame } from './ProfileFrame';

/** How long the success banner stays (SPEC §4, §9). */
export const SAVED_BANNER_MS = 3_000;

interface ProfileValues {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
}
type TextField = keyof ProfileValues;
type WhereHowField = 'modes' | 'division' | 'district' | 'area' | 'medium' | 'gender';
type FieldName = TextField | WhereHowField | 'coverImage';
type FieldErrors = Partial<Record<FieldName, string>>;

/** Form order: the first invalid one gets focus. */
const FIELD_ORDER: readonly FieldName[] = [
  'firstname',
  'lastname',
  'username',
  'email',
  'gender',
  'modes',
  'division',
  'district',
  'area',
  'medium',
  'coverImage',
];

/** Where and how they learn or teach, and a teacher's gender: '' for not given. */
interface WhereHow {
  matching: MatchingValues;
  gender: string;
}

const whereHowOf = (profile: UserProfile): WhereHow => ({
  matching: matchingValues(profile),
  gender: profile.gender ?? '',
});

/** The place must exist and belong together; nothing here is required (it only ranks what they find). */
function whereHowErrors({ matching }: WhereHow): FieldErrors {
  const place = checkLocation(toMatchingInput(matching));
  return place.ok ? {} : { [place.field]: place.message };
}

/** What the profile sends of where and how: the gender only for a teacher (only teachers give one). */
function whereHowInput({ matching, gender }: WhereHow, role: UserProfile['role']) {
  if (role === 'admin') return {};
  const { modes, division, district, area, medium } = toMatchingInput(matching);
  return {
    modes,
    division,
    district,
    area,
    medium,
    ...(role === 'teacher' ? { gender: gender === '' ? null : (gender as 'male' | 'female') } : {}),
  };
}
const ACCEPTED_IMAGES = COVER_IMAGE_TYPES.join(',');

const valuesOf = (profile: UserProfile): ProfileValues => ({
  firstname: profile.firstname,
  lastname: profile.lastname,
  username: profile.username,
  email: profile.email,
});

/**
 * The contract's rules for the text fields (the server checks the same). Its messages are English words that
 * the fields show in the reader's language.
 */
function validate(values: ProfileValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of updateProfileFields.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) errors[field as TextField] ??= issue.message;
  }
  return errors;
}

/** Images only, at most 2 MB (DESIGN §5 Uploads): the server's own messages. */
function imageError(file: File): string | null {
  if (!(COVER_IMAGE_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.imageType;
  if (file.size > COVER_IMAGE_MAX_BYTES) return PROFILE_MESSAGES.imageTooLarge;
  return null;
}

/** The server's reasons, by field: 400 and 409 name them; 413 and 415 are about the image. */
function serverErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    if ((FIELD_ORDER as readonly string[]).includes(field)) errors[field as FieldName] ??= message;
  }
  const status = getErrorStatus(error);
  if (status === 413) errors.coverImage = getErrorMessage(error, PROFILE_MESSAGES.imageTooLarge);
  if (status === 415) errors.coverImage = getErrorMessage(error, PROFILE_MESSAGES.imageType);
  return errors;
}

/** The chosen file and a URL for its preview; the URL is released when the choice changes or the page goes. */
function useChosenImage() {
  const [chosen, setChosen] = useState<{ file: File; url: string | null } | null>(null);
  const urlRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    },
    [],
  );
  function choose(file: File | null) {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    const url = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    urlRef.current = url;
    setChosen(file ? { file, url } : null);
  }
  return { file: chosen?.file ?? null, preview: chosen?.url ?? null, choose };
}

/** Students and teachers say where and how (an admin's account has nothing to match). */
const WHERE_HOW_TEXTS = {
  student: { titleKey: 'profile.edit.whereHow.student', hintKey: 'profile.edit.whereHow.student.hint' },
  teacher: { titleKey: 'profile.edit.whereHow.teacher', hintKey: 'profile.edit.whereHow.teacher.hint' },
} as const;

/** The banner above the form: saved (announced politely), or not (at once). */
type Banner = 'saved' | 'failed' | null;
const SAVED_BANNER = { status: 'success', role: 'status', textKey: 'profile.edit.saved' } as const;
const FAILED_BANNER = { status: 'error', role: 'alert', textKey: 'profile.edit.failed' } as const;

function EditProfileForm({ profile }: { profile: UserProfile }) {
  const t = useAccountText();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const save = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [whereHow, setWhereHow] = useState<WhereHow>(() => whereHowOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<Banner>(null);
  const { file, preview, choose: setFile } = useChosenImage();

  // The success banner clears after 3 s (SPEC §4 Edit profile).
  useEffect(() => {
    if (banner !== 'saved') return;
    const timer = setTimeout(() => setBanner(null), SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  function clearError(field: FieldName) {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  const textInput = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      clearError(field);
    },
  });

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? imageError(chosen) : null;
    if (problem) {
      setFile(null);
      event.target.value = '';
      setErrors((current) => ({ ...current, coverImage: problem }));
      return;
    }
    setFile(chosen);
    clearError('coverImage');
  }

  function showErrors(fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    focusFirstInvalid(formRef.current, FIELD_ORDER, fieldErrors);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    const fieldErrors = { ...validate(values), ...whereHowErrors(whereHow) };
    if (errors.coverImage) fieldErrors.coverImage = errors.coverImage;
    if (Object.keys(fieldErrors).length > 0) {
      showErrors(fieldErrors);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        ...values,
        ...whereHowInput(whereHow, profile.role),
        coverImage: file,
      });
      setValues(valuesOf(saved));
      setWhereHow(whereHowOf(saved));
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      setErrors({});
      setBanner('saved');
    } catch (error) {
      showErrors(serverErrors(error));
      setBanner('failed');
    }
  }

  const shownImage = preview ?? profile.coverImage;
  const bannerLook = banner === 'saved' ? SAVED_BANNER : FAILED_BANNER;

  return (
    <Card.Root variant="elevated" rounded="l3">
      <Card.Header>
        <HStack gap="2">
          <IconButton aria-label={t('profile.back')} variant="ghost" size="sm" onClick={() => navigate(-1)}>
            <FiArrowLeft aria-hidden />
          </IconButton>
          <Heading as="h1" size="xl">
            {t('profile.edit.heading')}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>
        <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('profile.edit.form')}>
          <Stack gap="5">
            {banner ? (
              <Alert.Root status={bannerLook.status} role={bannerLook.role} rounded="l2">
                <Alert.Indicator />
                <Alert.Title fontWeight="medium">{t(bannerLook.textKey)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField label={t('profile.edit.firstname')} error={errors.firstname}>
                <Input {...textInput('firstname')} autoComplete="given-name" />
              </FormField>
              <FormField label={t('profile.edit.lastname')} error={errors.lastname}>
                <Input {...textInput('lastname')} autoComplete="family-name" />
              </FormField>
            </SimpleGrid>
            <FormField label={t('profile.edit.username')} error={errors.username}>
              <Input {...textInput('username')} autoComplete="username" />
            </FormField>
            <FormField label={t('profile.edit.email')} error={errors.email}>
              <Input {...textInput('email')} type="email" autoComplete="email" />
            </FormField>
            {profile.role !== 'admin' ? (
              <FormSection title={t(WHERE_HOW_TEXTS[profile.role].titleKey)}>
                <Text color="fg.muted" textStyle="sm">
                  {t(WHERE_HOW_TEXTS[profile.role].hintKey)}
                </Text>
                {profile.role === 'teacher' ? (
                  <FormField label={t('profile.edit.gender')} error={errors.gender}>
                    <GenderSelect
                      value={whereHow.gender}
                      onChange={(event) => {
                        const gender = event.target.value;
                        setWhereHow((current) => ({ ...current, gender }));
                        clearError('gender');
                      }}
                      emptyLabel={t('profile.edit.gender.notGiven')}
                    />
                  </FormField>
                ) : null}
                <MatchingFields
                  values={whereHow.matching}
                  errors={errors as MatchingErrors}
                  optional
                  onChange={(changes) => {
                    setWhereHow((current) => ({ ...current, matching: { ...current.matching, ...changes } }));
                    for (const field of Object.keys(changes)) clearError(field as FieldName);
                  }}
                />
              </FormSection>
            ) : null}
            <FormField
              label={t('profile.edit.coverImage')}
              error={errors.coverImage}
              helperText={t('profile.edit.coverImage.help')}
            >
              <Input
                ref={fileRef}
                name="coverImage"
                type="file"
                accept={ACCEPTED_IMAGES}
                h="auto"
                py="1.5"
                onChange={chooseImage}
              />
            </FormField>
            {shownImage ? (
              <Box>
                <Text fontSize="sm" color="fg.muted" mb="2">
                  {t(preview ? 'profile.edit.preview' : 'profile.edit.current')}
                </Text>
                <Image
                  src={shownImage}
                  alt={t(preview ? 'profile.edit.preview.alt' : 'profile.edit.current.alt')}
                  boxSize={{ base: '32', sm: '40' }}
                  maxW="full"
                  objectFit="cover"
                  rounded="l2"
                  borderWidth="1px"
                />
              </Box>
            ) : null}
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-end' }}
              loading={save.isPending}
              loadingText={t('profile.edit.saving')}
            >
              {t('profile.edit.save')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** /editprofile: the signed-in user's names, username, email and cover image (SPEC §2 Profile). */
export default function EditProfile() {
  return <ProfileFrame>{(profile) => <EditProfileForm profile={profile} />}</ProfileFrame>;
}
