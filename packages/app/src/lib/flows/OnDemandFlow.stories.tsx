import { Button } from '@injury-assist/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { assign, createActor, setup } from 'xstate';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import { flowStoryParameters, signedOutFrame } from '../../testing/flow-story-frame';
import { type FlowMaker, useOnDemandFlow } from './on-demand-flow';

// A counter whose machine arrives when the story lets it, so the presses made meanwhile can be seen
// waiting and then replayed in order; or never, when its chunk fails to load.
const counterMachine = setup({
  types: { context: {} as { presses: string[] }, events: {} as { type: 'press'; label: string } },
}).createMachine({
  context: { presses: [] },
  on: { press: { actions: assign({ presses: ({ context, event }) => [...context.presses, event.label] }) } },
});
type CounterLogic = typeof counterMachine;

const fault = 'The chunk could not be loaded';
let arrive: () => void = () => undefined;
let load: () => Promise<FlowMaker<CounterLogic, undefined>> = () => Promise.reject(new Error(fault));

function Counter() {
  const { snapshot, send } = useOnDemandFlow(load, undefined);
  return (
    <div style={{ display: 'grid', gap: '12px', justifyItems: 'start' }}>
      <Button onPress={() => send({ type: 'press', label: 'first' })}>First</Button>
      <Button onPress={() => send({ type: 'press', label: 'second' })}>Second</Button>
      <p>{snapshot ? `Presses: ${snapshot.context.presses.join(', ') || 'none'}` : 'Not started'}</p>
    </div>
  );
}

const meta = {
  title: 'Flows/App/OnDemandFlow',
  component: RouteErrorBoundary,
  parameters: flowStoryParameters,
  decorators: [signedOutFrame()],
  args: { children: <Counter /> },
} satisfies Meta<typeof RouteErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PressesWhileLoadingAreReplayed: Story = {
  beforeEach: () => {
    load = () =>
      new Promise((resolve) => {
        arrive = () => resolve(() => createActor(counterMachine));
      });
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Second' }));
    await expect(canvas.getByText('Not started')).toBeVisible();
    arrive();
    await expect(await canvas.findByText('Presses: first, second')).toBeVisible();
  },
};

export const FailedLoadOffersTryAgain: Story = {
  beforeEach: () => {
    load = () => Promise.reject(new Error(fault));
    // React reports every error a boundary catches on the console; this story's own is expected.
    const report = console.error;
    console.error = (...args: unknown[]) => {
      if (!args.some((arg) => arg instanceof Error && arg.message === fault)) report(...args);
    };
    return () => {
      console.error = report;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    load = () => Promise.resolve(() => createActor(counterMachine));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'First' }));
    await expect(await canvas.findByText('Presses: first')).toBeVisible();
  },
};
