import {
  customerEmailCodeMachine,
  type RegisterCustomerInput,
  type RegisterCustomerOutput,
  type ResendCodeInput,
  registrationMachine,
  type VerifyCodeInput,
} from '@injury-assist/flows/registration';
import { toastQueue } from '@injury-assist/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise, SimulatedClock } from 'xstate';
import { ReplaceFlow } from '../../lib/flows/create-flow';
import { flowStoryParameters, signedOutFrame } from '../../testing/flow-story-frame';
import { RegistrationFlow } from './registration-flow';
import SignUpPage from './SignUpPage';

const registerRequests = fn<(input: RegisterCustomerInput) => void>().mockName('registerCustomer');
const verifyRequests = fn<(input: VerifyCodeInput) => void>().mockName('verifyOtp');
const resendRequests = fn<(input: ResendCodeInput) => void>().mockName('resendOtp');

/**
 * The real registration flow with fake calls: registration and resend succeed, verification
 * answers as the story says. The countdown ticks once a minute unless a story shortens it, so
 * screenshots taken while it runs stay still.
 */
function registrationWith({
  verify,
  resendTick = 60_000,
}: {
  verify: (input: VerifyCodeInput) => Promise<unknown>;
  resendTick?: number;
}) {
  return registrationMachine.provide({
    actors: {
      registerCustomer: fromPromise<RegisterCustomerOutput, RegisterCustomerInput>(async ({ input }) => {
        registerRequests(input);
        return { message: 'Verification code sent to your email.' };
      }),
      emailCode: customerEmailCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<unknown, VerifyCodeInput>(async ({ input }) => {
            verifyRequests(input);
            return verify(input);
          }),
          resendCode: fromPromise<unknown, ResendCodeInput>(async ({ input }) => {
            resendRequests(input);
          }),
        },
        delays: { resendTick, resendDelay: 20 },
      }),
    },
    delays: { toVerification: 50, toLogin: 50 },
  });
}

const verifies = registrationWith({ verify: async () => undefined });
// The API's error body, as openapi-fetch hands it over.
const rejectsCode = registrationWith({
  verify: () => Promise.reject({ status: 400, message: 'Invalid verification code. Please try again.' }),
});
// Its delays run on `resendClock`, which only the story moves: the countdown takes no time at all.
const onResendClock = registrationWith({ verify: async () => undefined, resendTick: 1000 });
const resendClock = new SimulatedClock();

/** Moves the story's clock on a second at a time, as the countdown re-arms its tick every second. */
function advance(clock: SimulatedClock, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1000) clock.increment(Math.min(1000, ms - elapsed));
}

const meta = {
  title: 'Flows/Access/SignUpPage',
  component: SignUpPage,
  parameters: flowStoryParameters,
  decorators: [signedOutFrame({ withToasts: true })],
  beforeEach: () => {
    localStorage.clear();
    // The app's one toast queue outlives each story.
    toastQueue.clear();
    registerRequests.mockClear();
    verifyRequests.mockClear();
    resendRequests.mockClear();
  },
} satisfies Meta<typeof SignUpPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const body = () => within(document.body);
const email = 'jane.doe@example.com';

/** Fills a valid form, submits it and waits for the verification step. */
async function registerJane({ canvas, userEvent }: PlayContext, clock?: SimulatedClock) {
  await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Jane');
  await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Doe');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '+1 (555) 123-4567');
  await userEvent.click(canvas.getByRole('button', { name: /Gender/ }));
  await userEvent.click(await body().findByRole('option', { name: 'Female' }));
  await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
  await userEvent.keyboard('04181990');
  await userEvent.click(canvas.getByRole('button', { name: 'Next - Verify Email' }));

  // Next pressed while the typed date is still on its way to React Aria's field waits for it.
  await waitFor(() => expect(registerRequests).toHaveBeenCalledOnce());

  await expect(registerRequests).toHaveBeenCalledWith({
    name: 'Jane Doe',
    email,
    phone: '+1 (555) 123-4567',
    gender: 'female',
    dob: '1990-04-18',
    userType: 'customer',
  });
  await expect(
    await body().findByRole('alertdialog', { name: 'Verification code sent to your email.' }),
  ).toHaveAttribute('data-tone', 'success');
  // The 50 ms before the verification step, on the story's clock when it has one.
  clock?.increment(50);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
}

export const FillsFormAndReachesVerification: Story = {
  render: () => (
    <ReplaceFlow flow={RegistrationFlow} logic={verifies}>
      <SignUpPage />
    </ReplaceFlow>
  ),
  play: async (context) => {
    await registerJane(context);
    await expect(context.canvas.getByText(email)).toBeVisible();
    await expect(context.canvas.getByText('Resend code in 60s')).toBeVisible();
  },
};

export const InvalidCodeShowsToast: Story = {
  render: () => (
    <ReplaceFlow flow={RegistrationFlow} logic={rejectsCode}>
      <SignUpPage />
    </ReplaceFlow>
  ),
  play: async (context) => {
    await registerJane(context);
    const { canvas, userEvent } = context;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));

    await expect(verifyRequests).toHaveBeenCalledOnce();

    await expect(verifyRequests).toHaveBeenCalledWith({ email, otp: '123456' });
    await expect(
      await body().findByRole('alertdialog', { name: 'Invalid verification code. Please try again.' }),
    ).toHaveAttribute('data-tone', 'critical');
    // Back to editing: the code stays for correcting.
    await expect(canvas.getByRole('button', { name: 'Verify Email' })).toBeEnabled();
  },
};

export const ValidationMessages: Story = {
  render: () => (
    <ReplaceFlow flow={RegistrationFlow} logic={verifies}>
      <SignUpPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next - Verify Email' }));

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Please select your gender',
      'Date of birth is required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveFocus());
    await expect(registerRequests).not.toHaveBeenCalled();
  },
};

export const ResendAfterCountdown: Story = {
  render: () => (
    <ReplaceFlow flow={RegistrationFlow} logic={onResendClock} clock={resendClock}>
      <SignUpPage />
    </ReplaceFlow>
  ),
  play: async (context) => {
    await registerJane(context, resendClock);
    const { canvas, userEvent } = context;
    // Dismissed so that no toast times out while the screenshot is taken.
    const sent = body().getByRole('alertdialog', { name: 'Verification code sent to your email.' });
    await userEvent.click(within(sent).getByRole('button', { name: 'Close notification' }));

    await expect(canvas.getByText('Resend code in 60s')).toBeVisible();
    advance(resendClock, 59_000);
    await expect(await canvas.findByText('Resend code in 1s')).toBeVisible();
    advance(resendClock, 1000);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    // spec §9: the resend waits a second (20 ms here) before it asks the server.
    await expect(resendRequests).not.toHaveBeenCalled();
    resendClock.increment(20);
    const resent = await body().findByRole('alertdialog', { name: 'Verification code resent successfully!' });
    await expect(resent).toHaveAttribute('data-tone', 'success');
    await userEvent.click(within(resent).getByRole('button', { name: 'Close notification' }));
    await expect(resendRequests).toHaveBeenCalledOnce();
    await expect(resendRequests).toHaveBeenCalledWith({ email });
    // The countdown restarts after a resend; run it out so the page shows the control again.
    await expect(await canvas.findByText('Resend code in 60s')).toBeVisible();
    advance(resendClock, 60_000);
    await expect(await canvas.findByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
};
