import type { DayHours, ToastTone, Weekday } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import { serverMessage } from '../login/serverMessage';
import type { PictureFile } from '../profile/pictureChecks';
import { type PictureUploadOutput, pictureRefusal, pictureUploadMachine } from '../profile/pictureUploadMachine';
import {
  type BusinessProfileErrors,
  businessProfileMessages,
  clearFieldError,
  clearLocationError,
  hasErrors,
  type OutsideHoursBooking,
  type ProfileTextField,
  type ProviderBusinessProfile,
  validateBusinessProfile,
} from './businessProfile';

export type SaveBusinessProfileInput = { draft: ProviderBusinessProfile };
export type SaveBusinessProfileOutput = { profile: ProviderBusinessProfile; outsideHours: OutsideHoursBooking[] };

export type BusinessProfileInput = { profile: ProviderBusinessProfile };

export type BusinessProfileContext = {
  /** What the server holds, and so what customers see. */
  profile: ProviderBusinessProfile;
  /**
   * The form's values. spec §4: "Cancel leaves edit mode without restoring the data", so the draft
   * outlives Cancel: view mode shows it (marked as not saved) and the next Edit starts from it.
   */
  draft: ProviderBusinessProfile;
  errors: BusinessProfileErrors;
  /** After a save: the upcoming appointments the new hours no longer cover. */
  outsideHours: OutsideHoursBooking[];
};

export type BusinessProfileEvent =
  | { type: 'profile.edit' }
  | { type: 'profile.cancel' }
  | { type: 'field.change'; field: ProfileTextField; value: string }
  | { type: 'hours.change'; locationId: number; day: Weekday; hours: DayHours }
  | { type: 'service.add'; locationId: number; serviceId: number }
  | { type: 'service.remove'; locationId: number; serviceId: number }
  | { type: 'logo.choose'; file: PictureFile }
  | { type: 'logo.remove' }
  | { type: 'form.submit' }
  | { type: 'notice.dismiss' };

export type BusinessProfileEmitted = DashboardToast | { type: 'profile.saved'; profile: ProviderBusinessProfile };

function withLocation(
  draft: ProviderBusinessProfile,
  locationId: number,
  change: (location: ProviderBusinessProfile['locations'][number]) => ProviderBusinessProfile['locations'][number],
): ProviderBusinessProfile {
  return {
    ...draft,
    locations: draft.locations.map((location) => (location.id === locationId ? change(location) : location)),
  };
}

const editingEvents = {
  'field.change': { actions: 'changeField' },
  'hours.change': { actions: 'changeHours' },
  'service.add': { actions: 'addService' },
  'service.remove': { actions: 'removeService' },
  'logo.remove': { actions: 'removeLogo' },
  'profile.cancel': { target: '#businessProfile.viewing' },
} as const;

/**
 * Business Profile (spec provider-and-admin §2.3, §4): viewing ⇄ editing. Editing is ready,
 * uploadingLogo (the child `logo`, a `pictureUploadMachine` as the customer's picture uses, checks
 * and uploads it; its path goes into the draft) or saving; a save returns to viewing with
 * 'Profile updated successfully!' and the appointments the new hours leave out.
 */
export const businessProfileMachine = setup({
  types: {
    input: {} as BusinessProfileInput,
    context: {} as BusinessProfileContext,
    events: {} as BusinessProfileEvent,
    emitted: {} as BusinessProfileEmitted,
    children: {} as { logo: 'pictureUpload' },
  },
  actors: {
    pictureUpload: pictureUploadMachine,
    saveProfile: fromPromise<SaveBusinessProfileOutput, SaveBusinessProfileInput>(async () => {
      throw new Error('saveProfile is provided by the app');
    }),
  },
  guards: {
    isUploaded: (_, params: { output: PictureUploadOutput }) => params.output.outcome === 'uploaded',
    isDraftValid: ({ context }) => !hasErrors(validateBusinessProfile(context.draft)),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        draft: { ...context.draft, [event.field]: event.value },
        errors: clearFieldError(context.errors, event.field),
      };
    }),
    changeHours: assign(({ context, event }) => {
      assertEvent(event, 'hours.change');
      return {
        draft: withLocation(context.draft, event.locationId, (location) => ({
          ...location,
          hours: { ...location.hours, [event.day]: event.hours },
        })),
        errors: clearLocationError(context.errors, event.locationId, 'hours', event.day),
      };
    }),
    addService: assign(({ context, event }) => {
      assertEvent(event, 'service.add');
      return {
        draft: withLocation(context.draft, event.locationId, (location) => {
          const service = location.serviceOptions.find((option) => option.id === event.serviceId);
          if (!service || location.services.some((offered) => offered.id === service.id)) return location;
          return {
            ...location,
            services: [...location.services, service].sort((a, b) => a.name.localeCompare(b.name)),
          };
        }),
        errors: clearLocationError(context.errors, event.locationId, 'services'),
      };
    }),
    removeService: assign(({ context, event }) => {
      assertEvent(event, 'service.remove');
      return {
        draft: withLocation(context.draft, event.locationId, (location) => ({
          ...location,
          services: location.services.filter((service) => service.id !== event.serviceId),
        })),
      };
    }),
    removeLogo: assign(({ context }) => ({ draft: { ...context.draft, logoUrl: null } })),
    showErrors: assign({ errors: ({ context }) => validateBusinessProfile(context.draft) }),
    useLogo: assign(({ context }, params: { output: PictureUploadOutput }) =>
      params.output.outcome === 'uploaded' ? { draft: { ...context.draft, logoUrl: params.output.path } } : {},
    ),
    toastLogoRefusal: emit((_, params: { output: PictureUploadOutput }) => ({
      type: 'toast' as const,
      tone: 'critical' as const,
      message: pictureRefusal(params.output, businessProfileMessages.logoUploadFailed),
    })),
    toast: emit((_, params: { tone: ToastTone; message: string; timeout?: number }) => ({
      type: 'toast' as const,
      ...params,
    })),
  },
}).createMachine({
  id: 'businessProfile',
  context: ({ input }) => ({ profile: input.profile, draft: input.profile, errors: {}, outsideHours: [] }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'profile.edit': { target: 'editing', actions: assign({ outsideHours: [] }) },
        'notice.dismiss': { actions: assign({ outsideHours: [] }) },
      },
    },
    editing: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            ...editingEvents,
            'logo.choose': 'uploadingLogo',
            'form.submit': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'showErrors' }],
          },
        },
        uploadingLogo: {
          on: editingEvents,
          invoke: {
            id: 'logo',
            src: 'pictureUpload',
            input: ({ event }) => {
              assertEvent(event, 'logo.choose');
              return { file: event.file };
            },
            onDone: [
              {
                guard: { type: 'isUploaded', params: ({ event }) => ({ output: event.output }) },
                target: 'ready',
                actions: { type: 'useLogo', params: ({ event }) => ({ output: event.output }) },
              },
              {
                target: 'ready',
                actions: { type: 'toastLogoRefusal', params: ({ event }) => ({ output: event.output }) },
              },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'saveProfile',
            input: ({ context }) => ({ draft: context.draft }),
            onDone: {
              target: '#businessProfile.viewing',
              actions: [
                assign(({ event }) => ({
                  profile: event.output.profile,
                  draft: event.output.profile,
                  errors: {},
                  outsideHours: event.output.outsideHours,
                })),
                {
                  type: 'toast',
                  params: {
                    tone: 'success',
                    message: businessProfileMessages.saved,
                    timeout: SUCCESS_TOAST_TIMEOUT_MS,
                  },
                },
                emit(({ event }) => ({ type: 'profile.saved' as const, profile: event.output.profile })),
              ],
            },
            onError: {
              target: 'ready',
              actions: {
                type: 'toast',
                params: ({ event }) => ({
                  tone: 'critical' as const,
                  message: serverMessage(event.error) ?? businessProfileMessages.saveFailed,
                }),
              },
            },
          },
        },
      },
    },
  },
});
