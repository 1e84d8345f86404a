import type { UserType } from '@injury-assist/domain';
import { type LoginUser, loginMachine, type SignInInput, type SignInOutput } from '@injury-assist/flows/login';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { paths } from '../../config/paths';
import { ReplaceFlow } from '../../lib/flows/create-flow';
import { flowStoryParameters, signedOutFrame } from '../../testing/flow-story-frame';
import LoginPage from './LoginPage';
import { LoginFlow } from './login-flow';

/** Every sign-in request the fake actors receive; what they answer is each story's choice. */
const signInRequests = fn<(input: SignInInput) => void>().mockName('signIn');

function loginAnswering(answer: (input: SignInInput) => Promise<SignInOutput>) {
  return loginMachine.provide({
    actors: {
      signIn: fromPromise<SignInOutput, SignInInput>(async ({ input }) => {
        signInRequests(input);
        return answer(input);
      }),
    },
  });
}

const demoUser = (role: UserType): LoginUser => ({
  id: `${role}-1`,
  email: `${role}@demo.test`,
  name: 'Demo User',
  user_type: role,
  category_id: null,
  speciality_groups_id: null,
  service_id: null,
});

// Held open until the play has seen the submitting state.
let finishCustomerSignIn: () => void = () => undefined;
const customerSignsIn = loginAnswering(
  () =>
    new Promise((resolve) => {
      finishCustomerSignIn = () => resolve({ token: 'customer-token', user: demoUser('customer') });
    }),
);
const providerSignsIn = loginAnswering(async () => ({ token: 'provider-token', user: demoUser('provider') }));
// The API's error body, as openapi-fetch hands it over.
const wrongPassword = loginAnswering(() => Promise.reject({ status: 401, message: 'Invalid email or password' }));
// The step-up: a password alone is answered with the API's code_required body; with the code it signs in.
const stepUpThenSignsIn = loginAnswering(async (input) => {
  if (input.code === '042917') return { token: 'provider-token', user: demoUser('provider') };
  throw input.code
    ? { status: 401, message: 'Invalid verification code. Please try again.', code_required: true }
    : {
        status: 401,
        message: 'We sent a 6-digit code to provider@demo.test. Enter it with your password to sign in.',
        code_required: true,
      };
});
const adminRefused = loginAnswering(() => Promise.reject(new Error('This account cannot sign in here.')));

const meta = {
  title: 'Flows/Access/LoginPage',
  component: LoginPage,
  parameters: flowStoryParameters,
  decorators: [
    signedOutFrame({
      stubRoutes: { [paths.customer.root]: 'Customer dashboard', [paths.provider.root]: 'Provider dashboard' },
    }),
  ],
  args: { variant: 'customer' },
  beforeEach: () => {
    localStorage.clear();
    signInRequests.mockClear();
    // A successful sign-in stores its session; leave none behind for other stories.
    return () => localStorage.clear();
  },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomerSignsIn: Story = {
  render: (args) => (
    <ReplaceFlow flow={LoginFlow} logic={customerSignsIn}>
      <LoginPage {...args} />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customer Login' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'customer@demo.test');
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), 'Demo1234!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));

    await expect(canvas.getByRole('button', { name: /Sign in/ })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
    await expect(signInRequests).toHaveBeenCalledOnce();
    await expect(signInRequests).toHaveBeenCalledWith({
      email: 'customer@demo.test',
      password: 'Demo1234!',
      role: 'customer',
    });

    finishCustomerSignIn();
    await expect(await canvas.findByText('Customer dashboard')).toBeVisible();
  },
};

export const CustomerWrongPassword: Story = {
  render: (args) => (
    <ReplaceFlow flow={LoginFlow} logic={wrongPassword}>
      <LoginPage {...args} />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'customer@demo.test');
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), 'wrong-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

export const CustomerEmptyFieldsShowsErrors: Story = {
  render: (args) => (
    <ReplaceFlow flow={LoginFlow} logic={wrongPassword}>
      <LoginPage {...args} />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));

    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(
      'Email is required',
    );
    await expect(canvas.getByLabelText(/Password/, { selector: 'input' })).toHaveAccessibleDescription(
      'Password is required',
    );
    // Focus leaves the button for the first field in error.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveFocus());
    await expect(signInRequests).not.toHaveBeenCalled();
  },
};

export const ProviderSignsInSendsProviderRole: Story = {
  args: { variant: 'provider' },
  render: (args) => (
    <ReplaceFlow flow={LoginFlow} logic={providerSignsIn}>
      <LoginPage {...args} />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Provider Login' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'provider@demo.test');
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), 'Demo1234!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));

    await expect(await canvas.findByText('Provider dashboard')).toBeVisible();
    await expect(signInRequests).toHaveBeenCalledOnce();
    await expect(signInRequests).toHaveBeenCalledWith({
      email: 'provider@demo.test',
      password: 'Demo1234!',
      role: 'provider',
    });
  },
};

export const AdminRefused: Story = {
  args: { variant: 'admin' },
  render: (args) => (
    <ReplaceFlow flow={LoginFlow} logic={adminRefused}>
      <LoginPage {...args} />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'customer@demo.test');
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), 'Demo1234!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent('This account cannot sign in here.');
    await expect(signInRequests).toHaveBeenCalledOnce();
    await expect(signInRequests).toHaveBeenCalledWith({
      email: 'customer@demo.test',
      password: 'Demo1234!',
      role: 'admin',
    });
  },
};

export const ProviderStepUpSignsInWithCode: Story = {
  args: { variant: 'provider' },
  render: (args) => (
    <ReplaceFlow flow={LoginFlow} logic={stepUpThenSignsIn}>
      <LoginPage {...args} />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'provider@demo.test');
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), 'Demo1234!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));

    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'We sent a 6-digit code to provider@demo.test. Enter it with your password to sign in.',
    );
    const code = canvas.getByRole('textbox', { name: /Sign-in code/ });
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid verification code. Please try again.');

    await userEvent.clear(code);
    await userEvent.type(code, '042917');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Provider dashboard')).toBeVisible();
    await expect(signInRequests).toHaveBeenLastCalledWith({
      email: 'provider@demo.test',
      password: 'Demo1234!',
      role: 'provider',
      code: '042917',
    });
  },
};
