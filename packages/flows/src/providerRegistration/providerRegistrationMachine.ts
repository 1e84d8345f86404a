import { type LookupOption, orderSummary, type ToastTone } from '@injury-assist/domain';
import {
  and,
  assertEvent,
  assign,
  type DoneActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
} from 'xstate';
import { serverMessage } from '../login/serverMessage';
import { createEmailCodeMachine, type EmailCodeOutput } from '../registration/emailCodeMachine';
import { registrationFlowMessages } from '../registration/registrationMachine';
import { addLocation, changeLocation, locationsFormOf, noLocationErrors, removeLocation } from './locationEdits';
import { fromDraft, fromUnverifiedDraft, unverifiedDraftOf } from './registrationDraft';
import type {
  CheckoutRequest,
  LoadSpecialtyInput,
  ProviderRegistrationContext,
  ProviderRegistrationEmitted,
  ProviderRegistrationEvent,
  ProviderRegistrationToast,
  RegistrationDraft,
  RegistrationPlan,
  SavedDraft,
  SendCodeOutput,
} from './registrationTypes';
import { idleList, levelOfLoader, loaderId, loadingList, savedSpecialtyLoads, specialtyChange } from './specialtyLists';
import {
  type BasicInfoRequest,
  emptyBasicInfo,
  toBasicInfoRequest,
  validateBasicInfo,
  withoutBasicInfoError,
} from './validateBasicInfo';
import {
  canRemoveLocation,
  emptyLocation,
  hasLocationErrors,
  LocationsRefused,
  type LocationsRequest,
  toLocationsRequest,
  validateLocations,
  withServerErrors,
} from './validateLocations';

/** spec §2.2, §9: "Proceed to Payment" shows Processing for 2 seconds. */
export const PROCESSING_DELAY_MS = 2000;

export const providerRegistrationMessages = {
  codeSent: registrationFlowMessages.codeSent,
  verified: 'Your email is verified.',
  unexpected: registrationFlowMessages.unexpected,
  otpIncomplete: registrationFlowMessages.otpIncomplete,
  otpInvalid: registrationFlowMessages.otpInvalid,
  resent: registrationFlowMessages.resent,
  resendFailed: registrationFlowMessages.resendFailed,
  plansFailed: 'We could not load the plans.',
} as const;

/** The code step (step 1.5) as the wizard runs it: the right code answers with the saved draft. */
export const providerEmailCodeMachine = createEmailCodeMachine<RegistrationDraft>();

/** Applies the draft an actor answered with. */
const applyDraft = {
  type: 'applyDraft',
  params: ({ event }: { event: { output: SavedDraft | null } }) => ({ draft: event.output }),
} as const;

function toastOf(tone: ToastTone, error: unknown, fallback: string): ProviderRegistrationToast {
  return { type: 'toast', tone, message: serverMessage(error) ?? fallback };
}

/**
 * The provider registration wizard (spec provider-and-admin §2.2, §4, §5, §9):
 * 1 Basic Information → 1.5 Email verification → 2 Business Locations → 3 Choose Your Plan, with
 * Back one step at a time after step 1. Unlike the spec's original, every step is kept on the
 * server as it is passed, so the wizard starts by asking for a saved draft (`resuming`) and goes
 * on from the furthest step saved.
 *
 * - Step 1 loads the live taxonomy: categories at once, subcategories once a category is chosen,
 *   services once a subcategory is. A new category clears both below it, a new subcategory the
 *   service; a list answering for a parent no longer chosen is dropped.
 * - Step 1 → 1.5 sends a code (`sendCode`); once the address is verified, step 1 saves its
 *   changes instead (`saveBasicInfo`) and 1.5 says the address is verified. Until then the server
 *   keeps nothing, so the machine emits 'draft.remember' for the app to keep step 1 in the tab, and
 *   `loadDraft` gives it back after a reload: the wizard resumes on the code step.
 * - Step 1.5 is the customer registration's code step, the child `emailCode` (an
 *   `emailCodeMachine`): six digits, resend after a 60 s countdown. 'otp.*' and 'back' sent here
 *   are forwarded to it; the app listens to its toasts too. Provide its I/O as a whole machine:
 *   `providerEmailCodeMachine.provide(...)` as the `emailCode` actor.
 * - Step 2 → 3 saves the locations (`saveLocations`); the server's refusals (a ZIP code that does
 *   not exist or is in another state) stand under their fields.
 * - Step 3: 'Proceed to Payment' with a base plan shows Processing for 2 s, then opens the
 *   checkout (`startCheckout`, which also saves the choice) and emits 'checkout.open'.
 */
export const providerRegistrationMachine = setup({
  types: {
    context: {} as ProviderRegistrationContext,
    events: {} as ProviderRegistrationEvent | DoneActorEvent<LookupOption[], string>,
    emitted: {} as ProviderRegistrationEmitted,
    children: {} as { emailCode: 'emailCode' },
  },
  actors: {
    loadDraft: fromPromise<SavedDraft | null, void>(async () => {
      throw new Error('loadDraft is provided by the app');
    }),
    loadSpecialty: fromPromise<LookupOption[], LoadSpecialtyInput>(async () => {
      throw new Error('loadSpecialty is provided by the app');
    }),
    sendCode: fromPromise<SendCodeOutput, BasicInfoRequest>(async () => {
      throw new Error('sendCode is provided by the app');
    }),
    emailCode: providerEmailCodeMachine,
    saveBasicInfo: fromPromise<RegistrationDraft, BasicInfoRequest>(async () => {
      throw new Error('saveBasicInfo is provided by the app');
    }),
    saveLocations: fromPromise<RegistrationDraft, LocationsRequest>(async () => {
      throw new Error('saveLocations is provided by the app');
    }),
    loadPlans: fromPromise<RegistrationPlan[], void>(async () => {
      throw new Error('loadPlans is provided by the app');
    }),
    startCheckout: fromPromise<{ url: string }, CheckoutRequest>(async () => {
      throw new Error('startCheckout is provided by the app');
    }),
  },
  delays: {
    processing: PROCESSING_DELAY_MS,
  },
  guards: {
    isDraftAtPlan: (_, params: { draft: SavedDraft | null }) => params.draft?.step === 'plan',
    isDraftAtLocations: (_, params: { draft: SavedDraft | null }) => params.draft?.step === 'locations',
    isUnverifiedDraft: (_, params: { draft: SavedDraft | null }) => params.draft?.step === 'verifyEmail',
    isBasicInfoValid: ({ context }) => Object.keys(validateBasicInfo(context.basicInfo)).length === 0,
    isVerified: ({ context }) => context.verifiedEmail !== null,
    isCodeLeft: (_, params: { output: EmailCodeOutput<RegistrationDraft> }) => params.output.outcome === 'left',
    areLocationsValid: ({ context }) => !hasLocationErrors(validateLocations(locationsFormOf(context))),
    canRemove: ({ context, event }) => {
      assertEvent(event, 'location.remove');
      return canRemoveLocation(locationsFormOf(context)) && event.index < context.locations.length;
    },
    isLocationsRefused: ({ event }) =>
      'error' in event && event.error instanceof LocationsRefused && event.error.fieldErrors.length > 0,
    plansLoaded: ({ context }) => context.plans !== null,
    hasOrder: ({ context }) => context.plans !== null && orderSummary(context.plans, context.choice) !== null,
  },
  actions: {
    toast: emit((_, params: { tone: ToastTone; message: string }) => ({ type: 'toast' as const, ...params })),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      // The verified address is the account's: it stays as verified.
      if (event.field === 'email' && context.verifiedEmail !== null) return {};
      return {
        basicInfo: { ...context.basicInfo, [event.field]: event.value },
        basicInfoErrors: withoutBasicInfoError(context.basicInfoErrors, event.field),
        locationErrors:
          event.field === 'businessName' ? { locations: context.locationErrors.locations } : context.locationErrors,
      };
    }),
    selectCountry: assign(({ context, event }) => {
      assertEvent(event, 'country.select');
      return {
        basicInfo: { ...context.basicInfo, country: event.country ?? '' },
        basicInfoErrors: withoutBasicInfoError(context.basicInfoErrors, 'country'),
      };
    }),
    selectSpecialty: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'specialty.select');
      const change = specialtyChange(context.basicInfo.specialty, context.lists, event.level, event.id);
      if (!change) return;
      // An answer for the old parent must not land in the new list.
      for (const level of change.below) enqueue.stopChild(loaderId(level));
      if (change.load) enqueue.spawnChild('loadSpecialty', { id: loaderId(change.load.level), input: change.load });
      enqueue.assign({
        basicInfo: { ...context.basicInfo, specialty: change.specialty },
        lists: change.lists,
        basicInfoErrors: withoutBasicInfoError(context.basicInfoErrors, event.level, ...change.below),
      });
    }),
    /** After a draft arrives: its values, and the lists its specialty needs. */
    loadSavedSpecialty: enqueueActions(({ context, enqueue }) => {
      const lists = { ...context.lists };
      for (const load of savedSpecialtyLoads(context.basicInfo.specialty)) {
        enqueue.stopChild(loaderId(load.level));
        lists[load.level] = loadingList;
        enqueue.spawnChild('loadSpecialty', { id: loaderId(load.level), input: load });
      }
      enqueue.assign({ lists });
    }),
    showBasicInfoErrors: assign({ basicInfoErrors: ({ context }) => validateBasicInfo(context.basicInfo) }),
    applyDraft: assign((_, params: { draft: SavedDraft | null }) => {
      if (params.draft === null) return {};
      return params.draft.step === 'verifyEmail' ? fromUnverifiedDraft(params.draft) : fromDraft(params.draft);
    }),
    rememberUnverifiedDraft: emit(({ context }) => ({
      type: 'draft.remember' as const,
      draft: unverifiedDraftOf(toBasicInfoRequest(context.basicInfo)),
    })),
    forgetUnverifiedDraft: emit({ type: 'draft.forget' as const }),
    forwardToCode: sendTo('emailCode', ({ event }) => {
      assertEvent(event, ['otp.change', 'otp.submit', 'otp.resend', 'back']);
      return event;
    }),
    changeCount: assign(({ event }) => {
      assertEvent(event, 'locations.count');
      return { numberOfLocations: event.value };
    }),
    addLocation: assign(({ context }) => addLocation(context)),
    removeLocation: assign(({ context, event }) => {
      assertEvent(event, 'location.remove');
      return removeLocation(context, event.index);
    }),
    changeLocation: assign(({ context, event }) => {
      assertEvent(event, 'location.change');
      return changeLocation(context, event.index, event.field, event.value);
    }),
    showLocationErrors: assign({ locationErrors: ({ context }) => validateLocations(locationsFormOf(context)) }),
    showServerLocationErrors: assign({
      locationErrors: ({ context, event }) => {
        const error = 'error' in event ? event.error : undefined;
        return error instanceof LocationsRefused
          ? withServerErrors(context.locations.length, error.fieldErrors)
          : context.locationErrors;
      },
    }),
    selectPlan: assign(({ context, event }) => {
      assertEvent(event, 'plan.select');
      return { choice: { ...context.choice, planId: event.planId } };
    }),
    toggleAddon: assign(({ context, event }) => {
      assertEvent(event, 'addon.toggle');
      const { addonPlanIds } = context.choice;
      return {
        choice: {
          ...context.choice,
          addonPlanIds: addonPlanIds.includes(event.planId)
            ? addonPlanIds.filter((id) => id !== event.planId)
            : [...addonPlanIds, event.planId],
        },
      };
    }),
    changeInterval: assign(({ context, event }) => {
      assertEvent(event, 'interval.change');
      return { choice: { ...context.choice, interval: event.interval } };
    }),
  },
}).createMachine({
  id: 'providerRegistration',
  context: {
    basicInfo: emptyBasicInfo,
    basicInfoErrors: {},
    lists: { category: loadingList, subcategory: idleList, service: idleList },
    verifiedEmail: null,
    numberOfLocations: '1',
    locations: [emptyLocation],
    locationErrors: noLocationErrors(1),
    plans: null,
    choice: { planId: null, addonPlanIds: [], interval: 'monthly' },
  },
  entry: enqueueActions(({ enqueue }) => {
    enqueue.spawnChild('loadSpecialty', {
      id: loaderId('category'),
      input: { level: 'category', parentId: null },
    });
  }),
  on: {
    'xstate.done.actor.*': {
      actions: assign(({ context, event }) => {
        const level = levelOfLoader(event.actorId);
        return level ? { lists: { ...context.lists, [level]: { options: event.output, isLoading: false } } } : {};
      }),
    },
    // A list that fails to load stays empty, so what depends on it stays disabled (spec customer §8:
    // read-only lookups fail quietly); choosing the parent again asks once more.
    'xstate.error.actor.*': {
      actions: assign(({ context, event }) => {
        const level = levelOfLoader(event.actorId);
        return level ? { lists: { ...context.lists, [level]: idleList } } : {};
      }),
    },
  },
  initial: 'resuming',
  states: {
    resuming: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        onDone: [
          {
            guard: { type: 'isDraftAtPlan', params: ({ event }) => ({ draft: event.output }) },
            target: 'plan',
            actions: [applyDraft, 'loadSavedSpecialty'],
          },
          {
            guard: { type: 'isDraftAtLocations', params: ({ event }) => ({ draft: event.output }) },
            target: 'locations',
            actions: [applyDraft, 'loadSavedSpecialty'],
          },
          {
            guard: { type: 'isUnverifiedDraft', params: ({ event }) => ({ draft: event.output }) },
            target: 'verifyEmail',
            actions: [applyDraft, 'loadSavedSpecialty'],
          },
          { target: 'basicInfo' },
        ],
        // No draft we can read: start afresh rather than stop the visitor.
        onError: 'basicInfo',
      },
    },
    basicInfo: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            'country.select': { actions: 'selectCountry' },
            'specialty.select': { actions: 'selectSpecialty' },
            'basicInfo.submit': [
              { guard: and(['isBasicInfoValid', 'isVerified']), target: 'saving' },
              { guard: 'isBasicInfoValid', target: 'submitting' },
              { actions: 'showBasicInfoErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'sendCode',
            input: ({ context }) => toBasicInfoRequest(context.basicInfo),
            onDone: {
              target: '#providerRegistration.verifyEmail',
              actions: [
                'rememberUnverifiedDraft',
                {
                  type: 'toast',
                  params: ({ event }) => ({
                    tone: 'success' as const,
                    message: serverMessage(event.output) ?? providerRegistrationMessages.codeSent,
                  }),
                },
              ],
            },
            onError: {
              target: 'editing',
              actions: emit(({ event }) => toastOf('critical', event.error, providerRegistrationMessages.unexpected)),
            },
          },
        },
        saving: {
          invoke: {
            src: 'saveBasicInfo',
            input: ({ context }) => toBasicInfoRequest(context.basicInfo),
            onDone: { target: '#providerRegistration.verifyEmail', actions: applyDraft },
            onError: {
              target: 'editing',
              actions: emit(({ event }) => toastOf('critical', event.error, providerRegistrationMessages.unexpected)),
            },
          },
        },
      },
    },
    verifyEmail: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isVerified', target: 'verified' }, { target: 'entering' }],
        },
        verified: {
          on: { 'verified.continue': '#providerRegistration.locations', back: '#providerRegistration.basicInfo' },
        },
        entering: {
          on: {
            'otp.change': { actions: 'forwardToCode' },
            'otp.submit': { actions: 'forwardToCode' },
            'otp.resend': { actions: 'forwardToCode' },
            back: { actions: 'forwardToCode' },
          },
          invoke: {
            id: 'emailCode',
            src: 'emailCode',
            input: ({ context }) => ({ email: context.basicInfo.email.trim() }),
            onDone: [
              {
                guard: { type: 'isCodeLeft', params: ({ event }) => ({ output: event.output }) },
                target: '#providerRegistration.basicInfo',
              },
              {
                target: '#providerRegistration.locations',
                actions: [
                  {
                    type: 'applyDraft',
                    params: ({ event }) => ({
                      draft: event.output.outcome === 'verified' ? event.output.answer : null,
                    }),
                  },
                  'forgetUnverifiedDraft',
                  { type: 'toast', params: { tone: 'success', message: providerRegistrationMessages.verified } },
                ],
              },
            ],
          },
        },
      },
    },
    locations: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            back: '#providerRegistration.verifyEmail',
            'field.change': { actions: 'changeField' },
            'locations.count': { actions: 'changeCount' },
            'location.add': { actions: 'addLocation' },
            'location.remove': { guard: 'canRemove', actions: 'removeLocation' },
            'location.change': { actions: 'changeLocation' },
            'locations.submit': [{ guard: 'areLocationsValid', target: 'saving' }, { actions: 'showLocationErrors' }],
          },
        },
        saving: {
          invoke: {
            src: 'saveLocations',
            input: ({ context }) => toLocationsRequest(locationsFormOf(context)),
            onDone: { target: '#providerRegistration.plan', actions: applyDraft },
            onError: [
              {
                guard: 'isLocationsRefused',
                target: 'editing',
                actions: [
                  'showServerLocationErrors',
                  emit(({ event }) => toastOf('critical', event.error, providerRegistrationMessages.unexpected)),
                ],
              },
              {
                target: 'editing',
                actions: emit(({ event }) => toastOf('critical', event.error, providerRegistrationMessages.unexpected)),
              },
            ],
          },
        },
      },
    },
    plan: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'plansLoaded', target: 'choosing' }, { target: 'loading' }],
        },
        loading: {
          on: { back: '#providerRegistration.locations' },
          invoke: {
            src: 'loadPlans',
            onDone: { target: 'choosing', actions: assign({ plans: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        failed: {
          on: { 'plans.retry': 'loading', back: '#providerRegistration.locations' },
        },
        choosing: {
          on: {
            back: '#providerRegistration.locations',
            'plan.select': { actions: 'selectPlan' },
            'addon.toggle': { actions: 'toggleAddon' },
            'interval.change': { actions: 'changeInterval' },
            'plan.submit': { guard: 'hasOrder', target: 'processing' },
          },
        },
        processing: {
          after: { processing: 'openingCheckout' },
        },
        openingCheckout: {
          invoke: {
            src: 'startCheckout',
            input: ({ context }) => {
              const { planId, addonPlanIds, interval } = context.choice;
              if (planId === null) throw new Error('The checkout needs a chosen plan.');
              return { planId, addonPlanIds, interval };
            },
            onDone: {
              target: 'redirecting',
              actions: emit(({ event }) => ({ type: 'checkout.open' as const, url: event.output.url })),
            },
            onError: {
              target: 'choosing',
              actions: emit(({ event }) => toastOf('critical', event.error, providerRegistrationMessages.unexpected)),
            },
          },
        },
        // The app leaves for the checkout page; the screen keeps showing Processing meanwhile.
        redirecting: {},
      },
    },
  },
});
