import { resetPasswordMachine, type UpdatePasswordInput } from '@injury-assist/flows/password';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fromPromise } from 'xstate';
import { paths } from '../../config/paths';
import { ReplaceFlow } from '../../lib/flows/create-flow';
import { flowStoryParameters, signedOutFrame } from '../../testing/flow-story-frame';
import ResetPasswordPage from './ResetPasswordPage';
import { ResetPasswordFlow } from './reset-password-flow';

const passwordUpdates = fn<(input: UpdatePasswordInput) => void>().mockName('updatePassword');

function resetPasswordWith(getSession: () => Promise<boolean>) {
  return resetPasswordMachine.provide({
    actors: {
      getSession: fromPromise<boolean>(getSession),
      updatePassword: fromPromise<unknown, UpdatePasswordInput>(async ({ input }) => {
        passwordUpdates(input);
      }),
    },
    // Long enough that the success screen holds still for its screenshot.
    delays: { redirectAfterSuccess: 60_000 },
  });
}

// Held open until the play has seen the session check.
let answerSessionCheck: (hasSession: boolean) => void = () => undefined;
const noSession = resetPasswordWith(
  () =>
    new Promise((resolve) => {
      answerSessionCheck = resolve;
    }),
);
const withSession = resetPasswordWith(async () => true);

const meta = {
  title: 'Flows/Access/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: flowStoryParameters,
  decorators: [signedOutFrame({ stubRoutes: { [paths.adminLogin]: 'Admin login' } })],
  beforeEach: () => {
    localStorage.clear();
    passwordUpdates.mockClear();
  },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExpiredLink: Story = {
  render: () => (
    <ReplaceFlow flow={ResetPasswordFlow} logic={noSession}>
      <ResetPasswordPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking your reset link…' })).toBeVisible();

    answerSessionCheck(false);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset Link Expired' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    );
    await expect(canvas.queryByText('Admin login')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reset Password' })).toBeNull();
    await expect(canvas.queryByLabelText(/New Password/, { selector: 'input' })).toBeNull();
  },
};

export const MismatchThenSuccess: Story = {
  render: () => (
    <ReplaceFlow flow={ResetPasswordFlow} logic={withSession}>
      <ResetPasswordPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/New Password/, { selector: 'input' }), 'Sunrise2025!');
    const confirm = canvas.getByLabelText(/Confirm Password/, { selector: 'input' });
    await userEvent.type(confirm, 'Sunset2025!');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await expect(passwordUpdates).not.toHaveBeenCalled();

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Sunrise2025!');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeVisible();
    await expect(passwordUpdates).toHaveBeenCalledOnce();
    await expect(passwordUpdates).toHaveBeenCalledWith({ password: 'Sunrise2025!' });
  },
};
