import { MATCHING_MESSAGES, POST_MESSAGES } from '@pathshala/shared-api/contract';
import { makePost } from '@pathshala/shared-api/testing';
import {
  editPostValues,
  EMPTY_POST_FORM,
  postFormValues,
  toPostEdit,
  toPostInput,
  validatePostEdit,
  validatePostForm,
  type PostFormValues,
} from './postFormValues';

const VALID: PostFormValues = {
  ...EMPTY_POST_FORM,
  title: 'Class 9 Maths',
  subtitle: 'Algebra',
  subject: 'Mathematics',
  class: '9',
  description: 'Two evenings a week.',
  time: '18:30',
  salary: '4500',
  modes: ['student_home'],
  division: 'dhaka',
  district: 'dhaka',
  area: 'mirpur',
  medium: 'bangla',
};

describe('toPostInput', () => {
  it('sends the modes, the place and the medium as the API takes them, and a preferred tutor only when chosen', () => {
    expect(toPostInput({ ...VALID, preferred_tutor_gender: 'male' })).toMatchObject({
      modes: ['student_home'],
      division: 'dhaka',
      district: 'dhaka',
      area: 'mirpur',
      medium: 'bangla',
      preferred_tutor_gender: 'male',
    });
    const online = toPostInput({
      ...VALID,
      modes: ['online'],
      division: '',
      district: '',
      area: '',
      medium: '',
    });
    expect(online).toMatchObject({
      modes: ['online'],
      division: null,
      district: null,
      area: null,
      medium: null,
    });
    expect(online).not.toHaveProperty('preferred_tutor_gender');
  });

  it('fills the division in from the district', () => {
    expect(toPostInput({ ...VALID, division: '', district: 'gazipur', area: 'tongi' })).toMatchObject({
      division: 'dhaka',
      district: 'gazipur',
      area: 'tongi',
    });
  });
});

describe('validatePostForm: where and how, in the server’s words', () => {
  it('passes a complete post', () => {
    expect(validatePostForm(VALID)).toEqual({});
    expect(validatePostForm({ ...VALID, modes: ['online'], division: '', district: '', area: '' })).toEqual(
      {},
    );
  });

  it('asks for a mode, a district unless online only, and a medium for Class 1–12 only', () => {
    expect(validatePostForm({ ...VALID, modes: [] })).toEqual({ modes: MATCHING_MESSAGES.modesRequired });
    expect(validatePostForm({ ...VALID, modes: ['online', 'student_home'], district: '', area: '' })).toEqual(
      {
        district: MATCHING_MESSAGES.locationRequired,
      },
    );
    expect(validatePostForm({ ...VALID, medium: '' })).toEqual({ medium: MATCHING_MESSAGES.mediumRequired });
    expect(validatePostForm({ ...VALID, class: 'masters', medium: '' })).toEqual({});
  });

  it('refuses places that do not exist or do not belong together (checkLocation)', () => {
    expect(validatePostForm({ ...VALID, division: 'sylhet' })).toEqual({
      district: MATCHING_MESSAGES.districtInvalid,
    });
    expect(validatePostForm({ ...VALID, area: 'tongi' })).toEqual({ area: MATCHING_MESSAGES.areaInvalid });
    expect(validatePostForm({ ...VALID, division: 'atlantis', district: '', area: '' })).toMatchObject({
      division: MATCHING_MESSAGES.divisionInvalid,
    });
  });

  it('shows the matching messages beside the schema’s', () => {
    expect(validatePostForm({ ...EMPTY_POST_FORM, class: '5' })).toMatchObject({
      title: POST_MESSAGES.titleRequired,
      modes: MATCHING_MESSAGES.modesRequired,
      medium: MATCHING_MESSAGES.mediumRequired,
    });
  });
});

describe('editing a post', () => {
  const post = makePost({ owner_role: 'student', class: '9', preferred_tutor_gender: 'female' });
  const older = makePost({ division: null, district: null, area: null, modes: [], medium: null, class: '9' });

  it('starts from the post; an older one has nothing to say where or how', () => {
    expect(postFormValues(post)).toMatchObject({
      modes: ['online', 'student_home'],
      division: 'dhaka',
      district: 'dhaka',
      area: 'dhanmondi',
      medium: 'bangla',
      preferred_tutor_gender: 'female',
    });
    expect(editPostValues(older)).toMatchObject({
      modes: [],
      division: '',
      district: '',
      area: '',
      medium: '',
      preferred_tutor_gender: '',
    });
  });

  it('sends the texts, and only what changed of the class, where and how (the place whole)', () => {
    const values = editPostValues(post);
    expect(toPostEdit(post, values)).toEqual({
      title: post.title,
      subtitle: post.subtitle,
      subject: post.subject,
      description: post.description,
    });
    expect(toPostEdit(post, { ...values, area: 'mirpur', preferred_tutor_gender: '' })).toEqual({
      title: post.title,
      subtitle: post.subtitle,
      subject: post.subject,
      description: post.description,
      division: 'dhaka',
      district: 'dhaka',
      area: 'mirpur',
      preferred_tutor_gender: null,
    });
    expect(
      toPostEdit(post, { ...values, class: '10', modes: ['online'], division: '', district: '', area: '' }),
    ).toMatchObject({ class: '10', modes: ['online'], division: null, district: null, area: null });
  });

  it('keeps an older post’s empty fields through an edit of its texts, and holds it to the rules once it changes them or its class', () => {
    const values = editPostValues(older);
    expect(validatePostEdit(older, { ...values, title: 'New title' })).toEqual({});
    expect(validatePostEdit(older, { ...values, class: '10' })).toEqual({
      modes: MATCHING_MESSAGES.modesRequired,
      medium: MATCHING_MESSAGES.mediumRequired,
    });
    expect(validatePostEdit(older, { ...values, modes: ['teacher_place'], medium: 'madrasa' })).toEqual({
      district: MATCHING_MESSAGES.locationRequired,
    });
    expect(validatePostEdit(older, { ...values, modes: ['online'], medium: 'madrasa' })).toEqual({});
  });

  it('checks a changed place and the schema’s rules', () => {
    const values = editPostValues(post);
    expect(validatePostEdit(post, { ...values, division: 'khulna' })).toEqual({
      district: MATCHING_MESSAGES.districtInvalid,
    });
    expect(validatePostEdit(post, { ...values, title: ' ' })).toEqual({ title: POST_MESSAGES.titleRequired });
  });
});
