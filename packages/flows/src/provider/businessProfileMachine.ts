import type { DayHours, ToastTone, Weekday } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import { serverMessage } from '../login/serverMessage';
import {
  checkPictureFile,
  checkPictureSize,
  type PictureFile,
  type PictureSize,
  pictureMessages,
} from '../profile/pictureChecks';
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
export type ReadLogoSizeInput = { handle: unknown };
export type UploadLogoInput = { file: PictureFile };

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
  logo: PictureFile | null;
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

/** Whether the form holds changes the server does not have. */
export const hasUnsavedChanges = (context: BusinessProfileContext): boolean =>
  JSON.stringify(context.draft) !== JSON.stringify(context.profile);

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
 * checkingLogo (decoded to read its size), uploadingLogo (its path goes into the draft) or saving;
 * a save returns to viewing with 'Profile updated successfully!' and the appointments the new
 * hours leave out.
 */
export const businessProfileMachine = setup({
  types: {
    input: {} as BusinessProfileInput,
    context: {} as BusinessProfileContext,
    events: {} as BusinessProfileEvent,
    emitted: {} as BusinessProfileEmitted,
  },
  actors: {
    readLogoSize: fromPromise<PictureSize, ReadLogoSizeInput>(async () => {
      throw new Error('readLogoSize is provided by the app');
    }),
    uploadLogo: fromPromise<string, UploadLogoInput>(async () => {
      throw new Error('uploadLogo is provided by the app');
    }),
    saveProfile: fromPromise<SaveBusinessProfileOutput, SaveBusinessProfileInput>(async () => {
      throw new Error('saveProfile is provided by the app');
    }),
  },
  guards: {
    isLogoFileRefused: ({ event }) => {
      assertEvent(event, 'logo.choose');
      return checkPictureFile(event.file) !== null;
    },
    isLogoSizeRefused: (_, params: { size: PictureSize }) => checkPictureSize(params.size) !== null,
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
    forgetLogo: assign({ logo: null }),
    toast: emit((_, params: { tone: ToastTone; message: string; timeout?: number }) => ({
      type: 'toast' as const,
      ...params,
    })),
  },
}).createMachine({
  id: 'businessProfile',
  context: ({ input }) => ({ profile: input.profile, draft: input.profile, errors: {}, logo: null, outsideHours: [] }),
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
            'logo.choose': [
              {
                guard: 'isLogoFileRefused',
                actions: {
                  type: 'toast',
                  params: ({ event }) => ({
                    tone: 'critical' as const,
                    message: checkPictureFile(event.file) ?? pictureMessages.invalidType,
                  }),
                },
              },
              { target: 'checkingLogo', actions: assign({ logo: ({ event }) => event.file }) },
            ],
            'form.submit': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'showErrors' }],
          },
        },
        checkingLogo: {
          on: editingEvents,
          invoke: {
            src: 'readLogoSize',
            input: ({ context }) => ({ handle: context.logo?.handle }),
            onDone: [
              {
                guard: { type: 'isLogoSizeRefused', params: ({ event }) => ({ size: event.output }) },
                target: 'ready',
                actions: [
                  {
                    type: 'toast',
                    params: ({ event }) => ({
                      tone: 'critical' as const,
                      message: checkPictureSize(event.output) ?? pictureMessages.invalidImage,
                    }),
                  },
                  'forgetLogo',
                ],
              },
              { target: 'uploadingLogo' },
            ],
            onError: {
              target: 'ready',
              actions: [
                { type: 'toast', params: { tone: 'critical', message: pictureMessages.invalidImage } },
                'forgetLogo',
              ],
            },
          },
        },
        uploadingLogo: {
          on: editingEvents,
          invoke: {
            src: 'uploadLogo',
            // Entered only from checkingLogo, which holds the file.
            input: ({ context }) => ({ file: context.logo as PictureFile }),
            onDone: {
              target: 'ready',
              actions: [
                assign({ draft: ({ context, event }) => ({ ...context.draft, logoUrl: event.output }) }),
                'forgetLogo',
              ],
            },
            onError: {
              target: 'ready',
              actions: [
                {
                  type: 'toast',
                  params: ({ event }) => ({
                    tone: 'critical' as const,
                    message: serverMessage(event.error) ?? businessProfileMessages.logoUploadFailed,
                  }),
                },
                'forgetLogo',
              ],
            },
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
