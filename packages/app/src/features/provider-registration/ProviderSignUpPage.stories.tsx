import type { LookupOption } from '@injury-assist/domain';
import {
  type BasicInfoRequest,
  type CheckoutRequest,
  type LoadSpecialtyInput,
  LocationsRefused,
  type LocationsRequest,
  providerEmailCodeMachine,
  providerRegistrationMachine,
  type RegistrationDraft,
  type RegistrationPlan,
  type SavedDraft,
  type SendCodeOutput,
} from '@injury-assist/flows/providerRegistration';
import { toastQueue } from '@injury-assist/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ReplaceFlow } from '../../lib/flows/create-flow';
import { flowStoryParameters, signedOutFrame } from '../../testing/flow-story-frame';
import ProviderSignUpPage from './ProviderSignUpPage';
import { ProviderRegistrationFlow } from './provider-registration-flow';

const sendCodeRequests = fn<(input: BasicInfoRequest) => void>().mockName('sendCode');
const locationRequests = fn<(input: LocationsRequest) => void>().mockName('saveLocations');
const checkoutRequests = fn<(input: CheckoutRequest) => void>().mockName('startCheckout');
const openCheckout = fn<(url: string) => void>().mockName('openCheckout');

const taxonomy: Record<string, LookupOption[]> = {
  'category:null': [
    { id: 1, name: 'Medical' },
    { id: 2, name: 'Legal' },
  ],
  'subcategory:1': [{ id: 5, name: 'Specialists' }],
  'service:5': [{ id: 6, name: 'Orthopedics' }],
};

const feature = ['Listed in the customer search', 'Online appointment booking'];
const plans: RegistrationPlan[] = [
  ['basic', 'Basic', 9900, 99000, false, false],
  ['professional', 'Professional', 19900, 199000, true, false],
  ['boost', 'Boost Add-On', 14900, 149000, false, true],
].map(([id, name, monthly, yearly, popular, isAddon]) => ({
  id: String(id),
  name: String(name),
  monthlyPriceCents: Number(monthly),
  yearlyPriceCents: Number(yearly),
  description: `The ${name} plan.`,
  features: feature,
  popular: popular === true,
  isAddon: isAddon === true,
}));

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
const miami = {
  addressLine1: '2100 Coral Way',
  addressLine2: '',
  city: 'Miami',
  state: 'FL' as const,
  zipCode: '33145',
  googleMyBusinessLink: '',
};

/**
 * The real wizard with fake calls: the code is accepted, locations are saved (or the ZIP code is
 * refused), the plans load, and the checkout answers a URL. Processing takes a tenth of a second.
 */
function wizardWith({
  draft = null,
  saveLocations = async (input) => ({ step: 'plan', basicInfo, locations: input, plan: null }),
}: {
  draft?: SavedDraft | null;
  saveLocations?: (input: LocationsRequest) => Promise<RegistrationDraft>;
} = {}) {
  return providerRegistrationMachine.provide({
    actors: {
      loadDraft: fromPromise<SavedDraft | null, void>(async () => draft),
      loadSpecialty: fromPromise<LookupOption[], LoadSpecialtyInput>(
        async ({ input }) => taxonomy[`${input.level}:${input.parentId}`] ?? [],
      ),
      sendCode: fromPromise<SendCodeOutput, BasicInfoRequest>(async ({ input }) => {
        sendCodeRequests(input);
        return { message: 'Verification code sent to your email.' };
      }),
      emailCode: providerEmailCodeMachine.provide({
        actors: {
          resendCode: fromPromise<unknown, { email: string }>(async () => undefined),
          verifyCode: fromPromise<RegistrationDraft, { email: string; otp: string }>(async () => ({
            step: 'locations',
            basicInfo,
            locations: null,
            plan: null,
          })),
        },
        delays: { resendTick: 60_000 },
      }),
      saveBasicInfo: fromPromise<RegistrationDraft, BasicInfoRequest>(async ({ input }) => ({
        step: 'locations',
        basicInfo: input,
        locations: null,
        plan: null,
      })),
      saveLocations: fromPromise<RegistrationDraft, LocationsRequest>(async ({ input }) => {
        locationRequests(input);
        return saveLocations(input);
      }),
      loadPlans: fromPromise<RegistrationPlan[], void>(async () => plans),
      startCheckout: fromPromise<{ url: string }, CheckoutRequest>(async ({ input }) => {
        checkoutRequests(input);
        return { url: 'http://127.0.0.1:3000/checkout/cs_story' };
      }),
    },
    delays: { processing: 100 },
  });
}

const meta = {
  title: 'Flows/ProviderRegistration/ProviderSignUpPage',
  component: ProviderSignUpPage,
  parameters: flowStoryParameters,
  decorators: [signedOutFrame({ withToasts: true })],
  beforeEach: () => {
    toastQueue.clear();
    for (const spy of [sendCodeRequests, locationRequests, checkoutRequests, openCheckout]) spy.mockClear();
  },
} satisfies Meta<typeof ProviderSignUpPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const body = () => within(document.body);

async function choose({ canvas, userEvent }: PlayContext, label: RegExp, option: string) {
  const trigger = canvas.getByRole('button', { name: label });
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  await userEvent.click(await body().findByRole('option', { name: option }));
}

export const BasicInfoThenCodeThenLocations: Story = {
  render: () => (
    <ReplaceFlow flow={ProviderRegistrationFlow} logic={wizardWith()}>
      <ProviderSignUpPage openCheckout={openCheckout} />
    </ReplaceFlow>
  ),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Basic Information' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next - Verify Email' }));
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Country is required')).toBeVisible();
    await expect(sendCodeRequests).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Ana');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Reyes');
    await userEvent.type(canvas.getByRole('textbox', { name: /Business Name/ }), 'Reyes Physio');
    await choose(context, /Country/, 'United States');
    await choose(context, /Category/, 'Medical');
    await choose(context, /Subcategory/, 'Specialists');
    await choose(context, /Service/, 'Orthopedics');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone Number/ }), '(305) 555-0142');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email Address/ }), 'ana@reyesphysio.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Next - Verify Email' }));
    await expect(sendCodeRequests).toHaveBeenCalledWith(basicInfo);
    // Closed once it shows, so the screenshot never depends on whether its 5 s have run out.
    const sent = await body().findByRole('alertdialog', { name: 'Verification code sent to your email.' });
    await userEvent.click(within(sent).getByRole('button', { name: 'Close notification' }));

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Business Locations' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Business Name/ })).toHaveValue('Reyes Physio');
  },
};

export const LocationsThenPlanThenCheckout: Story = {
  render: () => (
    <ReplaceFlow
      flow={ProviderRegistrationFlow}
      logic={wizardWith({ draft: { step: 'locations', basicInfo, locations: null, plan: null } })}
    >
      <ProviderSignUpPage openCheckout={openCheckout} />
    </ReplaceFlow>
  ),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Business Locations' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add another location' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Location 2' }));
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Address Line 1/ }), miami.addressLine1);
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), miami.city);
    await choose(context, /State/, 'FL');
    await userEvent.type(canvas.getByRole('textbox', { name: /ZIP Code/ }), miami.zipCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(locationRequests).toHaveBeenCalledWith({
      businessName: 'Reyes Physio',
      numberOfLocations: '1',
      locations: [miami],
    });

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yearly' }));
    await userEvent.click(canvas.getByRole('radio', { name: /^Professional, \$165\.83 a month/ }));
    const summary = canvas.getByRole('complementary', { name: 'Order summary' });
    await expect(within(summary).getByText('Professional plan, billed yearly')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Payment' }));
    await expect(canvas.getByRole('button', { name: /Processing…/ })).toBeDisabled();
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('http://127.0.0.1:3000/checkout/cs_story'));
    await expect(checkoutRequests).toHaveBeenCalledWith({
      planId: 'professional',
      addonPlanIds: [],
      interval: 'yearly',
    });
  },
};

export const ZipCodeRefusedUnderItsField: Story = {
  render: () => (
    <ReplaceFlow
      flow={ProviderRegistrationFlow}
      logic={wizardWith({
        draft: { step: 'locations', basicInfo, locations: null, plan: null },
        saveLocations: () =>
          Promise.reject(
            new LocationsRefused('Please check the highlighted locations.', [
              { index: 0, field: 'zipCode', message: 'ZIP code 33145 is in FL, not GA.' },
            ]),
          ),
      })}
    >
      <ProviderSignUpPage openCheckout={openCheckout} />
    </ReplaceFlow>
  ),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Business Locations' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Address Line 1/ }), miami.addressLine1);
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), miami.city);
    await choose(context, /State/, 'GA');
    await userEvent.type(canvas.getByRole('textbox', { name: /ZIP Code/ }), miami.zipCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('ZIP code 33145 is in FL, not GA.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /ZIP Code/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      await body().findByRole('alertdialog', { name: 'Please check the highlighted locations.' }),
    ).toHaveAttribute('data-tone', 'critical');
  },
};

export const ResumesAtThePlanStep: Story = {
  render: () => (
    <ReplaceFlow
      flow={ProviderRegistrationFlow}
      logic={wizardWith({
        draft: {
          step: 'plan',
          basicInfo,
          locations: { businessName: 'Reyes Physio', numberOfLocations: '1', locations: [miami] },
          plan: { planId: 'professional', addonPlanIds: [], interval: 'yearly' },
        },
      })}
    >
      <ProviderSignUpPage openCheckout={openCheckout} />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Professional/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    // Back shows the saved locations; Back again shows the address as verified.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('textbox', { name: /Address Line 1/ })).toHaveValue('2100 Coral Way');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByText('ana@reyesphysio.example is verified.')).toBeVisible();
  },
};
