import type { LookupOption } from '@injury-assist/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { EmailCodeToast } from '../registration/emailCodeMachine';
import { advanceClock } from '../testing/advanceClock';
import { manualActor } from '../testing/manualActor';
import {
  PROCESSING_DELAY_MS,
  providerEmailCodeMachine,
  providerRegistrationMachine,
} from './providerRegistrationMachine';
import type {
  CheckoutRequest,
  LoadSpecialtyInput,
  ProviderRegistrationEmitted,
  RegistrationDraft,
  RegistrationPlan,
  SavedDraft,
  SendCodeOutput,
  UnverifiedDraft,
} from './registrationTypes';
import type { BasicInfoRequest } from './validateBasicInfo';
import { type LocationForm, type LocationRequest, LocationsRefused, type LocationsRequest } from './validateLocations';

const taxonomy: Record<string, LookupOption[]> = {
  'category:null': [
    { id: 1, name: 'Medical' },
    { id: 2, name: 'Legal' },
  ],
  'subcategory:1': [{ id: 5, name: 'Specialists' }],
  'subcategory:2': [{ id: 8, name: 'Personal Injury' }],
  'service:5': [{ id: 6, name: 'Orthopedics' }],
  'service:8': [{ id: 17, name: 'Car Accidents' }],
};

const plans: RegistrationPlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    monthlyPriceCents: 9900,
    yearlyPriceCents: 99000,
    isAddon: false,
    description: 'd',
    features: [],
    popular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPriceCents: 19900,
    yearlyPriceCents: 199000,
    isAddon: false,
    description: 'd',
    features: [],
    popular: true,
  },
  {
    id: 'boost',
    name: 'Boost Add-On',
    monthlyPriceCents: 14900,
    yearlyPriceCents: 149000,
    isAddon: true,
    description: 'd',
    features: [],
    popular: false,
  },
];

const basicInfo: BasicInfoRequest = {
  firstName: 'Ana',
  lastName: 'Reyes',
  businessName: 'Reyes Physio',
  country: 'United States',
  categoryId: 1,
  subcategoryId: 5,
  serviceId: 6,
  phone: '(305) 555-0142',
  email: 'ana@reyesphysio.example',
};

const miami: LocationRequest = {
  addressLine1: '1200 Biscayne Blvd',
  addressLine2: '',
  city: 'Miami',
  state: 'FL',
  zipCode: '33101',
  googleMyBusinessLink: '',
};

const draftAt = (step: RegistrationDraft['step'], extra: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  step,
  basicInfo,
  locations: null,
  plan: null,
  ...extra,
});

function start({ draft = null as SavedDraft | null } = {}) {
  const remembered: (UnverifiedDraft | null)[] = [];
  const clock = new SimulatedClock();
  const specialtyCalls: LoadSpecialtyInput[] = [];
  const sendCode = manualActor<BasicInfoRequest>();
  const verifyCode = manualActor<{ email: string; otp: string }>();
  const resendCode = manualActor<{ email: string }>();
  const saveBasicInfo = manualActor<BasicInfoRequest>();
  const saveLocations = manualActor<LocationsRequest>();
  const loadPlans = manualActor<void>();
  const startCheckout = manualActor<CheckoutRequest>();
  const machine = providerRegistrationMachine.provide({
    actors: {
      loadDraft: fromPromise<SavedDraft | null, void>(async () => draft),
      loadSpecialty: fromPromise<LookupOption[], LoadSpecialtyInput>(async ({ input }) => {
        specialtyCalls.push(input);
        return taxonomy[`${input.level}:${input.parentId}`] ?? [];
      }),
      sendCode: fromPromise<SendCodeOutput, BasicInfoRequest>(
        ({ input }) => sendCode.track(input) as Promise<SendCodeOutput>,
      ),
      emailCode: providerEmailCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<RegistrationDraft, { email: string; otp: string }>(
            ({ input }) => verifyCode.track(input) as Promise<RegistrationDraft>,
          ),
          resendCode: fromPromise<unknown, { email: string }>(({ input }) => resendCode.track(input)),
        },
      }),
      saveBasicInfo: fromPromise<RegistrationDraft, BasicInfoRequest>(
        ({ input }) => saveBasicInfo.track(input) as Promise<RegistrationDraft>,
      ),
      saveLocations: fromPromise<RegistrationDraft, LocationsRequest>(
        ({ input }) => saveLocations.track(input) as Promise<RegistrationDraft>,
      ),
      loadPlans: fromPromise<RegistrationPlan[], void>(() => loadPlans.track() as Promise<RegistrationPlan[]>),
      startCheckout: fromPromise<{ url: string }, CheckoutRequest>(
        ({ input }) => startCheckout.track(input) as Promise<{ url: string }>,
      ),
    },
  });
  const actor = createActor(machine, { clock });
  // The code child's toasts reach the provider as the wizard's do: the app listens to both.
  const emitted: (ProviderRegistrationEmitted | EmailCodeToast)[] = [];
  actor.on('*', (event) => emitted.push(event));
  let child: CodeRef | undefined;
  actor.subscribe((state) => {
    const next = state.children.emailCode;
    if (next && next !== child) {
      child = next;
      next.on('*', (event) => emitted.push(event));
    }
  });
  actor.on('draft.remember', ({ draft }) => remembered.push(draft));
  actor.on('draft.forget', () => remembered.push(null));
  actor.start();
  const calls = { sendCode, verifyCode, resendCode, saveBasicInfo, saveLocations, loadPlans, startCheckout };
  return { actor, clock, emitted, specialtyCalls, calls, remembered };
}

type Started = ReturnType<typeof start>;
const stateOf = (started: Started) => started.actor.getSnapshot();
type WizardRef = ReturnType<typeof createActor<typeof providerRegistrationMachine>>;
type CodeRef = NonNullable<ReturnType<WizardRef['getSnapshot']>['children']['emailCode']>;

/** Step 1.5's child, which holds the code and the countdown. */
function codeRef(started: Started): CodeRef {
  const child = stateOf(started).children.emailCode;
  if (!child) throw new Error('The code step is not showing.');
  return child;
}
const codeOf = (started: Started) => codeRef(started).getSnapshot();

async function fillBasicInfo({ actor }: Started) {
  await waitFor(actor, (s) => s.matches('basicInfo') && !s.context.lists.category.isLoading);
  for (const field of ['firstName', 'lastName', 'businessName', 'phone', 'email'] as const) {
    actor.send({ type: 'field.change', field, value: basicInfo[field] });
  }
  actor.send({ type: 'country.select', country: 'United States' });
  actor.send({ type: 'specialty.select', level: 'category', id: 1 });
  await waitFor(actor, (s) => s.context.lists.subcategory.options.length > 0);
  actor.send({ type: 'specialty.select', level: 'subcategory', id: 5 });
  await waitFor(actor, (s) => s.context.lists.service.options.length > 0);
  actor.send({ type: 'specialty.select', level: 'service', id: 6 });
}

/** Steps 1 and 1.5 done: the wizard shows the locations. */
async function toLocations(started: Started) {
  await fillBasicInfo(started);
  started.actor.send({ type: 'basicInfo.submit' });
  started.calls.sendCode.resolve({ message: 'Verification code sent to your email.' });
  await waitFor(started.actor, (s) => s.matches('verifyEmail'));
  started.actor.send({ type: 'otp.change', value: '123456' });
  started.actor.send({ type: 'otp.submit' });
  started.calls.verifyCode.resolve(draftAt('locations'));
  await waitFor(started.actor, (s) => s.matches('locations'));
}

async function toPlans(started: Started) {
  await toLocations(started);
  started.actor.send({ type: 'location.change', index: 0, field: 'addressLine1', value: miami.addressLine1 });
  started.actor.send({ type: 'location.change', index: 0, field: 'city', value: miami.city });
  started.actor.send({ type: 'location.change', index: 0, field: 'state', value: miami.state });
  started.actor.send({ type: 'location.change', index: 0, field: 'zipCode', value: miami.zipCode });
  started.actor.send({ type: 'locations.submit' });
  const locations = { businessName: basicInfo.businessName, numberOfLocations: '1' as const, locations: [miami] };
  started.calls.saveLocations.resolve(draftAt('plan', { locations }));
  await waitFor(started.actor, (s) => s.matches({ plan: 'loading' }));
  started.calls.loadPlans.resolve(plans);
  await waitFor(started.actor, (s) => s.matches({ plan: 'choosing' }));
}

describe('providerRegistrationMachine', () => {
  describe('step 1, Basic Information', () => {
    it('starts on step 1 without a saved draft, loading the categories', async () => {
      const started = start();
      await waitFor(started.actor, (s) => s.matches({ basicInfo: 'editing' }));
      await waitFor(started.actor, (s) => s.context.lists.category.options.length === 2);
      expect(started.specialtyCalls).toEqual([{ level: 'category', parentId: null }]);
      expect(stateOf(started).context.lists.subcategory).toEqual({ options: [], isLoading: false });
    });

    it('refuses an incomplete form with the spec’s messages and calls nothing', async () => {
      const started = start();
      await waitFor(started.actor, (s) => s.matches('basicInfo'));
      started.actor.send({ type: 'field.change', field: 'email', value: 'ana@reyes' });
      started.actor.send({ type: 'basicInfo.submit' });
      expect(stateOf(started).matches({ basicInfo: 'editing' })).toBe(true);
      expect(stateOf(started).context.basicInfoErrors).toMatchObject({
        firstName: 'First name is required',
        email: 'Email format is invalid',
        country: 'Country is required',
        category: 'Category is required',
      });
      expect(started.calls.sendCode.calls).toEqual([]);
      started.actor.send({ type: 'field.change', field: 'firstName', value: 'Ana' });
      expect(stateOf(started).context.basicInfoErrors.firstName).toBeUndefined();
    });

    it('cascades the specialty: a new category clears and reloads what is below it', async () => {
      const started = start();
      await fillBasicInfo(started);
      expect(stateOf(started).context.basicInfo.specialty).toEqual({ categoryId: 1, subcategoryId: 5, serviceId: 6 });

      started.actor.send({ type: 'specialty.select', level: 'subcategory', id: 5 });
      expect(stateOf(started).context.basicInfo.specialty.serviceId).toBe(6);

      started.actor.send({ type: 'specialty.select', level: 'category', id: 2 });
      const { context } = stateOf(started);
      expect(context.basicInfo.specialty).toEqual({ categoryId: 2, subcategoryId: null, serviceId: null });
      expect(context.lists.service).toEqual({ options: [], isLoading: false });
      expect(context.lists.subcategory.isLoading).toBe(true);
      await waitFor(started.actor, (s) => s.context.lists.subcategory.options[0]?.name === 'Personal Injury');
      expect(started.specialtyCalls.at(-1)).toEqual({ level: 'subcategory', parentId: 2 });
    });

    it('sends the code with the trimmed details and moves to 1.5 with a toast', async () => {
      const started = start();
      await fillBasicInfo(started);
      started.actor.send({ type: 'field.change', field: 'email', value: ` ${basicInfo.email} ` });
      started.actor.send({ type: 'basicInfo.submit' });
      expect(stateOf(started).matches({ basicInfo: 'submitting' })).toBe(true);
      expect(started.calls.sendCode.calls).toEqual([basicInfo]);
      started.calls.sendCode.resolve({ message: 'Verification code sent to your email.' });
      await waitFor(started.actor, (s) => s.matches({ verifyEmail: 'entering' }));
      expect(started.emitted).toContainEqual({
        type: 'toast',
        tone: 'success',
        message: 'Verification code sent to your email.',
      });
    });

    it('stays on step 1 with the server’s sentence when sending fails', async () => {
      const started = start();
      await fillBasicInfo(started);
      started.actor.send({ type: 'basicInfo.submit' });
      started.calls.sendCode.reject({ status: 429, message: 'Please wait a minute before requesting a new code.' });
      await waitFor(started.actor, (s) => s.matches({ basicInfo: 'editing' }));
      expect(started.emitted.at(-1)).toEqual({
        type: 'toast',
        tone: 'critical',
        message: 'Please wait a minute before requesting a new code.',
      });
    });
  });

  describe('step 1.5, Email verification', () => {
    async function toCode() {
      const started = start();
      await fillBasicInfo(started);
      started.actor.send({ type: 'basicInfo.submit' });
      started.calls.sendCode.resolve(undefined);
      await waitFor(started.actor, (s) => s.matches('verifyEmail'));
      return started;
    }

    it('needs six digits before it asks the server', async () => {
      const started = await toCode();
      started.actor.send({ type: 'otp.change', value: '12a3' });
      expect(codeOf(started).context.otp).toBe('123');
      started.actor.send({ type: 'otp.submit' });
      expect(codeOf(started).context.otpError).toBe('Please enter a valid 6-digit code');
      expect(started.calls.verifyCode.calls).toEqual([]);
    });

    it('a wrong code stays with the server’s sentence; the right one moves to step 2', async () => {
      const started = await toCode();
      started.actor.send({ type: 'otp.change', value: '000000' });
      started.actor.send({ type: 'otp.submit' });
      started.calls.verifyCode.reject({ status: 400, message: 'Invalid verification code. Please try again.' });
      await waitFor(codeRef(started), (s) => s.matches({ entering: { code: 'editing' } }));
      expect(started.emitted.at(-1)).toMatchObject({
        tone: 'critical',
        message: 'Invalid verification code. Please try again.',
      });

      started.actor.send({ type: 'otp.change', value: '123456' });
      started.actor.send({ type: 'otp.submit' });
      expect(started.calls.verifyCode.calls.at(-1)).toEqual({ email: basicInfo.email, otp: '123456' });
      started.calls.verifyCode.resolve(draftAt('locations'));
      await waitFor(started.actor, (s) => s.matches('locations'));
      expect(stateOf(started).context.verifiedEmail).toBe(basicInfo.email);
      expect(started.emitted.at(-1)).toEqual({ type: 'toast', tone: 'success', message: 'Your email is verified.' });
    });

    it('counts down 60 s before offering a resend, which waits 1 s and restarts the count', async () => {
      const started = await toCode();
      advanceClock(started.clock, 59_000);
      expect(codeOf(started).context.secondsLeft).toBe(1);
      started.actor.send({ type: 'otp.resend' });
      expect(started.calls.resendCode.calls).toEqual([]);
      advanceClock(started.clock, 1000);
      expect(codeOf(started).matches({ entering: { resend: 'available' } })).toBe(true);
      started.actor.send({ type: 'otp.resend' });
      started.clock.increment(1000);
      expect(started.calls.resendCode.calls).toEqual([{ email: basicInfo.email }]);
      started.calls.resendCode.resolve();
      await waitFor(codeRef(started), (s) => s.matches({ entering: { resend: 'countingDown' } }));
      expect(codeOf(started).context.secondsLeft).toBe(60);
      expect(started.emitted.at(-1)).toMatchObject({ message: 'Verification code resent successfully!' });
    });

    it('Back returns to step 1 with the form as it was', async () => {
      const started = await toCode();
      started.actor.send({ type: 'back' });
      expect(stateOf(started).matches({ basicInfo: 'editing' })).toBe(true);
      expect(stateOf(started).context.basicInfo.businessName).toBe('Reyes Physio');
    });
  });

  describe('after verification', () => {
    it('Back from step 2 shows 1.5 as verified, and 1.5 → 1 → Next saves instead of sending a code', async () => {
      const started = start();
      await toLocations(started);
      started.actor.send({ type: 'back' });
      expect(stateOf(started).matches({ verifyEmail: 'verified' })).toBe(true);
      started.actor.send({ type: 'back' });
      expect(stateOf(started).matches({ basicInfo: 'editing' })).toBe(true);

      started.actor.send({ type: 'field.change', field: 'email', value: 'someone@else.example' });
      expect(stateOf(started).context.basicInfo.email).toBe(basicInfo.email);
      started.actor.send({ type: 'field.change', field: 'phone', value: '(305) 555-0199' });
      started.actor.send({ type: 'basicInfo.submit' });
      expect(started.calls.sendCode.calls).toHaveLength(1);
      expect(started.calls.saveBasicInfo.calls).toEqual([{ ...basicInfo, phone: '(305) 555-0199' }]);
      started.calls.saveBasicInfo.resolve(
        draftAt('locations', { basicInfo: { ...basicInfo, phone: '(305) 555-0199' } }),
      );
      await waitFor(started.actor, (s) => s.matches({ verifyEmail: 'verified' }));
      started.actor.send({ type: 'verified.continue' });
      expect(stateOf(started).matches({ locations: 'editing' })).toBe(true);
    });
  });

  describe('step 2, Business Locations', () => {
    it('adds forms without limit whatever numberOfLocations says, removes only from two, keeps one', async () => {
      const started = start();
      await toLocations(started);
      started.actor.send({ type: 'location.remove', index: 0 });
      expect(stateOf(started).context.locations).toHaveLength(1);
      started.actor.send({ type: 'locations.count', value: '1' });
      for (let i = 0; i < 4; i++) started.actor.send({ type: 'location.add' });
      expect(stateOf(started).context.locations).toHaveLength(5);
      expect(stateOf(started).context.numberOfLocations).toBe('1');
      started.actor.send({ type: 'location.change', index: 2, field: 'city', value: 'Tampa' });
      started.actor.send({ type: 'location.remove', index: 1 });
      expect(stateOf(started).context.locations.map((l) => l.city)).toEqual(['', 'Tampa', '', '']);
      for (let i = 0; i < 5; i++) started.actor.send({ type: 'location.remove', index: 0 });
      expect(stateOf(started).context.locations).toHaveLength(1);
    });

    it('shows a message under each invalid field and saves nothing', async () => {
      const started = start();
      await toLocations(started);
      started.actor.send({ type: 'location.add' });
      started.actor.send({ type: 'location.change', index: 1, field: 'zipCode', value: '331' });
      started.actor.send({ type: 'field.change', field: 'businessName', value: ' ' });
      started.actor.send({ type: 'locations.submit' });
      expect(stateOf(started).context.locationErrors).toEqual({
        businessName: 'Business name is required',
        locations: [
          {
            addressLine1: 'Address is required',
            city: 'City is required',
            state: 'State is required',
            zipCode: 'ZIP code is required',
          },
          {
            addressLine1: 'Address is required',
            city: 'City is required',
            state: 'State is required',
            zipCode: 'Invalid ZIP code format',
          },
        ],
      });
      expect(started.calls.saveLocations.calls).toEqual([]);
      started.actor.send({ type: 'location.change', index: 1, field: 'zipCode', value: '33101' });
      expect(stateOf(started).context.locationErrors.locations[1]?.zipCode).toBeUndefined();
    });

    it('places the server’s ZIP refusal under the ZIP code of that location', async () => {
      const started = start();
      await toLocations(started);
      for (const [field, value] of Object.entries({ ...miami, zipCode: '99999' })) {
        started.actor.send({ type: 'location.change', index: 0, field: field as keyof LocationForm, value });
      }
      started.actor.send({ type: 'locations.submit' });
      started.calls.saveLocations.reject(
        new LocationsRefused('Please check the ZIP codes.', [
          { index: 0, field: 'zipCode', message: 'There is no ZIP code 99999.' },
        ]),
      );
      await waitFor(started.actor, (s) => s.matches({ locations: 'editing' }));
      expect(stateOf(started).context.locationErrors.locations[0]).toEqual({ zipCode: 'There is no ZIP code 99999.' });
    });

    it('a refused ZIP code’s message goes as soon as another ZIP code or state is typed (issue 27)', async () => {
      const started = start();
      await toLocations(started);
      started.actor.send({ type: 'location.add' });
      for (const index of [0, 1]) {
        for (const [field, value] of Object.entries({ ...miami, zipCode: '00000' })) {
          started.actor.send({ type: 'location.change', index, field: field as keyof LocationForm, value });
        }
      }
      started.actor.send({ type: 'locations.submit' });
      started.calls.saveLocations.reject(
        new LocationsRefused('Please check the highlighted locations.', [
          { index: 0, field: 'zipCode', message: 'ZIP code 00000 does not exist.' },
          { index: 1, field: 'zipCode', message: 'ZIP code 00000 does not exist.' },
        ]),
      );
      await waitFor(started.actor, (s) => s.matches({ locations: 'editing' }));

      started.actor.send({ type: 'location.change', index: 0, field: 'zipCode', value: '3310' });
      started.actor.send({ type: 'location.change', index: 1, field: 'state', value: 'GA' });
      expect(stateOf(started).context.locationErrors.locations).toEqual([{}, {}]);
      expect(stateOf(started).context.locations[0]?.zipCode).toBe('3310');
    });
  });

  describe('step 3, Choose Your Plan', () => {
    it('needs a base plan; an add-on rides on it at the same interval', async () => {
      const started = start();
      await toPlans(started);
      started.actor.send({ type: 'plan.submit' });
      expect(stateOf(started).matches({ plan: 'choosing' })).toBe(true);
      started.actor.send({ type: 'plan.select', planId: 'boost' });
      started.actor.send({ type: 'plan.submit' });
      expect(stateOf(started).matches({ plan: 'choosing' })).toBe(true);

      started.actor.send({ type: 'plan.select', planId: 'professional' });
      started.actor.send({ type: 'addon.toggle', planId: 'boost' });
      started.actor.send({ type: 'addon.toggle', planId: 'boost' });
      started.actor.send({ type: 'interval.change', interval: 'yearly' });
      expect(stateOf(started).context.choice).toEqual({ planId: 'professional', addonPlanIds: [], interval: 'yearly' });
    });

    it('Proceed to Payment shows Processing for 2 s, then opens the checkout', async () => {
      const started = start();
      await toPlans(started);
      started.actor.send({ type: 'plan.select', planId: 'professional' });
      started.actor.send({ type: 'interval.change', interval: 'yearly' });
      started.actor.send({ type: 'plan.submit' });
      expect(stateOf(started).matches({ plan: 'processing' })).toBe(true);
      started.clock.increment(PROCESSING_DELAY_MS - 1);
      expect(started.calls.startCheckout.calls).toEqual([]);
      started.clock.increment(1);
      expect(started.calls.startCheckout.calls).toEqual([
        { planId: 'professional', addonPlanIds: [], interval: 'yearly' },
      ]);
      started.calls.startCheckout.resolve({ url: 'http://127.0.0.1:3000/checkout/cs_1' });
      await waitFor(started.actor, (s) => s.matches({ plan: 'redirecting' }));
      expect(started.emitted.at(-1)).toEqual({ type: 'checkout.open', url: 'http://127.0.0.1:3000/checkout/cs_1' });
    });

    it('a checkout that cannot be opened returns to the plans with the sentence', async () => {
      const started = start();
      await toPlans(started);
      started.actor.send({ type: 'plan.select', planId: 'basic' });
      started.actor.send({ type: 'plan.submit' });
      started.clock.increment(PROCESSING_DELAY_MS);
      started.calls.startCheckout.reject({ status: 503, message: 'The payment provider could not be reached.' });
      await waitFor(started.actor, (s) => s.matches({ plan: 'choosing' }));
      expect(started.emitted.at(-1)).toMatchObject({ message: 'The payment provider could not be reached.' });
    });

    it('a catalog that fails to load offers Try again', async () => {
      const started = start();
      await toLocations(started);
      for (const [field, value] of Object.entries(miami)) {
        started.actor.send({ type: 'location.change', index: 0, field: field as keyof LocationForm, value });
      }
      started.actor.send({ type: 'locations.submit' });
      started.calls.saveLocations.resolve(draftAt('plan'));
      await waitFor(started.actor, (s) => s.matches({ plan: 'loading' }));
      started.calls.loadPlans.reject(new Error('offline'));
      await waitFor(started.actor, (s) => s.matches({ plan: 'failed' }));
      started.actor.send({ type: 'plans.retry' });
      started.calls.loadPlans.resolve(plans);
      await waitFor(started.actor, (s) => s.matches({ plan: 'choosing' }));
    });

    it('Back goes 3 → 2 with the locations kept', async () => {
      const started = start();
      await toPlans(started);
      started.actor.send({ type: 'back' });
      expect(stateOf(started).matches({ locations: 'editing' })).toBe(true);
      expect(stateOf(started).context.locations).toEqual([miami]);
    });
  });

  describe('resuming a saved draft', () => {
    it('opens at the plan step with every step’s answers and the saved plan chosen', async () => {
      const locations = { businessName: 'Reyes Physio', numberOfLocations: '2' as const, locations: [miami, miami] };
      const plan = { planId: 'professional', addonPlanIds: ['boost'], interval: 'yearly' as const };
      const started = start({ draft: draftAt('plan', { locations, plan }) });
      await waitFor(started.actor, (s) => s.matches({ plan: 'loading' }));
      const { context } = stateOf(started);
      expect(context.basicInfo.specialty).toEqual({ categoryId: 1, subcategoryId: 5, serviceId: 6 });
      expect(context.verifiedEmail).toBe(basicInfo.email);
      expect(context.numberOfLocations).toBe('2');
      expect(context.locations).toEqual([miami, miami]);
      expect(context.choice).toEqual(plan);
      await waitFor(started.actor, (s) => s.context.lists.service.options.length > 0);
      expect(started.specialtyCalls).toEqual(
        expect.arrayContaining([
          { level: 'subcategory', parentId: 1 },
          { level: 'service', parentId: 5 },
        ]),
      );
    });

    it('opens at the locations when that is the furthest step saved', async () => {
      const started = start({ draft: draftAt('locations') });
      await waitFor(started.actor, (s) => s.matches({ locations: 'editing' }));
      expect(stateOf(started).context.locations).toHaveLength(1);
    });
  });

  describe('a reload on the code step (issue 27)', () => {
    it('the tab remembers step 1 once the code is sent, and forgets it once the address is verified', async () => {
      const started = start();
      await fillBasicInfo(started);
      started.actor.send({ type: 'basicInfo.submit' });
      expect(started.remembered).toEqual([]);
      started.calls.sendCode.resolve(undefined);
      await waitFor(started.actor, (s) => s.matches('verifyEmail'));
      expect(started.remembered).toEqual([{ step: 'verifyEmail', basicInfo }]);
      // Step 1's request and nothing else: no password or other field can ride along.
      expect(Object.keys(started.remembered[0]?.basicInfo ?? {}).sort()).toEqual(Object.keys(basicInfo).sort());

      started.actor.send({ type: 'otp.change', value: '123456' });
      started.actor.send({ type: 'otp.submit' });
      started.calls.verifyCode.resolve(draftAt('locations'));
      await waitFor(started.actor, (s) => s.matches('locations'));
      expect(started.remembered.at(-1)).toBeNull();
    });

    it('reopens on the code step with every step-1 field and its lists, the address still to verify', async () => {
      const started = start({ draft: { step: 'verifyEmail', basicInfo } });
      await waitFor(started.actor, (s) => s.matches({ verifyEmail: 'entering' }));
      expect(codeOf(started).matches({ entering: { code: 'editing' } })).toBe(true);
      const { context } = stateOf(started);
      expect(context.basicInfo).toEqual({
        firstName: 'Ana',
        lastName: 'Reyes',
        businessName: 'Reyes Physio',
        country: 'United States',
        specialty: { categoryId: 1, subcategoryId: 5, serviceId: 6 },
        phone: '(305) 555-0142',
        email: 'ana@reyesphysio.example',
      });
      expect(context.verifiedEmail).toBeNull();
      expect(codeOf(started).context.secondsLeft).toBe(60);

      started.actor.send({ type: 'otp.change', value: '123456' });
      started.actor.send({ type: 'otp.submit' });
      expect(started.calls.verifyCode.calls).toEqual([{ email: basicInfo.email, otp: '123456' }]);

      started.actor.send({ type: 'back' });
      await waitFor(started.actor, (s) => s.context.lists.service.options.length > 0);
      expect(stateOf(started).context.lists.subcategory.options).toEqual([{ id: 5, name: 'Specialists' }]);
    });
  });
});
