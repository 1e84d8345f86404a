import { profileGenderOf, type ToastTone } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import { serverMessage } from '../login/serverMessage';
import type { PictureFile } from './pictureChecks';
import { type PictureUploadOutput, pictureRefusal, pictureUploadMachine } from './pictureUploadMachine';
import {
  type CustomerProfile,
  clearProfileError,
  type ProfileErrors,
  type ProfileField,
  validateProfile,
} from './validateProfile';

export const profileFlowMessages = {
  saved: 'Profile updated successfully!',
  /** Ours, like the one below: the spec leaves the dashboard's failed calls unhandled. */
  uploadFailed: 'Could not upload the picture. Please try again.',
  saveFailed: 'Could not save your profile. Please try again.',
} as const;

export type SaveProfileInput = { draft: CustomerProfile };

/**
 * The profile as loaded (the page reads it before the flow starts); `today` ('YYYY-MM-DD', the
 * visitor's calendar) bounds the date of birth.
 */
export type ProfileInput = { profile: CustomerProfile; today: string };

export type ProfileContext = {
  today: string;
  /** What the server holds; shown in view mode. */
  profile: CustomerProfile;
  /** The edit form: a copy of `profile` taken on 'profile.edit'. Its e-mail is always the profile's. */
  draft: CustomerProfile;
  /** Inline messages under the fields. */
  errors: ProfileErrors;
  /** Save was pressed while the picture was on its way: it saves once the picture is in the draft. */
  saveWhenUploaded: boolean;
};

export type ProfileEvent =
  | { type: 'profile.edit' }
  | { type: 'profile.cancel' }
  | { type: 'field.change'; field: ProfileField; value: string }
  | { type: 'picture.choose'; file: PictureFile }
  | { type: 'form.submit' };

/** 'profile.saved' lets the app update what else shows the user (its cached profile, the top bar's name). */
export type ProfileEmitted = DashboardToast | { type: 'profile.saved'; profile: CustomerProfile };

/** The edit form's starting point: the profile, its gender spelt as the select offers it. */
function draftOf(profile: CustomerProfile): CustomerProfile {
  return { ...profile, gender: profileGenderOf(profile.gender) ?? '' };
}

/**
 * Personal Information (spec customer-and-access §2, §4, §5, §8): viewing ⇄ editing,
 * where editing is ready, uploadingPicture (the child `picture`, a `pictureUploadMachine`, checks
 * and uploads it; the path lands in the draft, the profile changes only on save) or saving, which
 * returns to viewing. The app provides the child's I/O as a whole machine:
 * `profileMachine.provide({ actors: { pictureUpload: pictureUploadMachine.provide(...) } })`.
 */
export const profileMachine = setup({
  types: {
    input: {} as ProfileInput,
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    emitted: {} as ProfileEmitted,
    children: {} as { picture: 'pictureUpload' },
  },
  actors: {
    pictureUpload: pictureUploadMachine,
    saveProfile: fromPromise<CustomerProfile, SaveProfileInput>(async () => {
      throw new Error('saveProfile is provided by the app');
    }),
  },
  guards: {
    isUploaded: (_, params: { output: PictureUploadOutput }) => params.output.outcome === 'uploaded',
    isDraftValid: ({ context }) => Object.keys(validateProfile(context.draft, context.today)).length === 0,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        draft: { ...context.draft, [event.field]: event.value },
        errors: clearProfileError(context.errors, event.field),
      };
    }),
    startEditing: assign(({ context }) => ({
      draft: draftOf(context.profile),
      errors: {},
      saveWhenUploaded: false,
    })),
    discardDraft: assign(({ context }) => ({
      draft: context.profile,
      errors: {},
      saveWhenUploaded: false,
    })),
    saveWhenUploaded: assign({ saveWhenUploaded: true }),
    showErrors: assign({ errors: ({ context }) => validateProfile(context.draft, context.today) }),
    usePicture: assign(({ context }, params: { output: PictureUploadOutput }) =>
      params.output.outcome === 'uploaded' ? { draft: { ...context.draft, profile_picture: params.output.path } } : {},
    ),
    toastPictureRefusal: emit((_, params: { output: PictureUploadOutput }) => ({
      type: 'toast' as const,
      tone: 'critical' as const,
      message: pictureRefusal(params.output, profileFlowMessages.uploadFailed),
    })),
    toast: emit((_, params: { tone: ToastTone; message: string; timeout?: number }) => ({
      type: 'toast' as const,
      ...params,
    })),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    today: input.today,
    profile: input.profile,
    draft: input.profile,
    errors: {},
    saveWhenUploaded: false,
  }),
  initial: 'viewing',
  states: {
    // spec §4: "Profile: view mode and edit mode. Save returns to view mode."
    viewing: {
      on: { 'profile.edit': { target: 'editing', actions: 'startEditing' } },
    },
    editing: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'field.change': { actions: 'changeField' },
            'profile.cancel': { target: '#profile.viewing', actions: 'discardDraft' },
            // spec §8 lists the picture errors among the dashboard's error toasts.
            'picture.choose': 'uploadingPicture',
            'form.submit': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'showErrors' }],
          },
        },
        uploadingPicture: {
          on: {
            'field.change': { actions: 'changeField' },
            'profile.cancel': { target: '#profile.viewing', actions: 'discardDraft' },
            'form.submit': [{ guard: 'isDraftValid', actions: 'saveWhenUploaded' }, { actions: 'showErrors' }],
          },
          invoke: {
            id: 'picture',
            src: 'pictureUpload',
            input: ({ event }) => {
              assertEvent(event, 'picture.choose');
              return { file: event.file };
            },
            onDone: [
              {
                guard: { type: 'isUploaded', params: ({ event }) => ({ output: event.output }) },
                target: 'saveRequested',
                actions: { type: 'usePicture', params: ({ event }) => ({ output: event.output }) },
              },
              {
                target: 'ready',
                actions: [
                  { type: 'toastPictureRefusal', params: ({ event }) => ({ output: event.output }) },
                  assign({ saveWhenUploaded: false }),
                ],
              },
            ],
          },
        },
        // The picture is in the draft. Save pressed during the upload: fields may have changed since,
        // so the form is checked again.
        saveRequested: {
          always: [
            { guard: ({ context }) => !context.saveWhenUploaded, target: 'ready' },
            { guard: 'isDraftValid', target: 'saving', actions: assign({ saveWhenUploaded: false }) },
            { target: 'ready', actions: ['showErrors', assign({ saveWhenUploaded: false })] },
          ],
        },
        saving: {
          invoke: {
            src: 'saveProfile',
            input: ({ context }) => ({
              draft: {
                ...context.draft,
                name: context.draft.name.trim(),
                phone: context.draft.phone.trim(),
                // spec §5: the e-mail field is disabled; whatever the draft holds, the profile's is sent.
                id: context.profile.id,
                email: context.profile.email,
              },
            }),
            onDone: {
              target: '#profile.viewing',
              actions: [
                assign(({ event }) => ({ profile: event.output, draft: event.output, errors: {} })),
                {
                  type: 'toast',
                  params: { tone: 'success', message: profileFlowMessages.saved, timeout: SUCCESS_TOAST_TIMEOUT_MS },
                },
                emit(({ event }) => ({ type: 'profile.saved' as const, profile: event.output })),
              ],
            },
            onError: {
              target: 'ready',
              actions: {
                type: 'toast',
                params: ({ event }) => ({
                  tone: 'critical' as const,
                  message: serverMessage(event.error) ?? profileFlowMessages.saveFailed,
                }),
              },
            },
          },
        },
      },
    },
  },
});
