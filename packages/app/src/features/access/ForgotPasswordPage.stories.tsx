import { forgotPasswordMachine, type RequestResetInput } from '@injury-assist/flows/password';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ReplaceFlow } from '../../lib/flows/create-flow';
import { flowStoryParameters, signedOutFrame } from '../../testing/flow-story-frame';
import ForgotPasswordPage from './ForgotPasswordPage';
import { ForgotPasswordFlow } from './forgot-password-flow';

const resetRequests = fn<(input: RequestResetInput) => void>().mockName('requestReset');

function forgotPasswordAnswering(answer: () => Promise<unknown>) {
  return forgotPasswordMachine.provide({
    actors: {
      requestReset: fromPromise<unknown, RequestResetInput>(async ({ input }) => {
        resetRequests(input);
        return answer();
      }),
    },
  });
}

const linkSent = forgotPasswordAnswering(async () => undefined);
// What supabase-js throws for an unknown address.
const notRegistered = forgotPasswordAnswering(() => Promise.reject(new Error('User not found')));

const meta = {
  title: 'Flows/Access/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: flowStoryParameters,
  decorators: [signedOutFrame()],
  beforeEach: () => {
    localStorage.clear();
    resetRequests.mockClear();
  },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SendsLinkAndShowsCheckYourEmail: Story = {
  render: () => (
    <ReplaceFlow flow={ForgotPasswordFlow} logic={linkSent}>
      <ForgotPasswordPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Registered Email Address/ }), 'jane.doe@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Temporary Password' }));

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(
      canvas.getByText(
        (_, element) => element?.textContent === 'A temporary password reset link was sent to jane.doe@example.com.',
      ),
    ).toBeVisible();
    await expect(resetRequests).toHaveBeenCalledOnce();
    await expect(resetRequests).toHaveBeenCalledWith({ email: 'jane.doe@example.com' });
  },
};

export const NotRegisteredMessage: Story = {
  render: () => (
    <ReplaceFlow flow={ForgotPasswordFlow} logic={notRegistered}>
      <ForgotPasswordPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Registered Email Address/ }), 'nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Temporary Password' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This email is not registered in our system. Please check your email or sign up for a new account.',
    );
    await expect(canvas.getByRole('button', { name: 'Send Temporary Password' })).toBeEnabled();
  },
};
