import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { PaymentMethods, type SavedCardView } from './PaymentMethods';

const cards: SavedCardView[] = [
  { id: 1, brand: 'visa', last4: '4242', expiry: '12/34', name: 'Maria Lopez', isPrimary: true },
  { id: 2, brand: 'mastercard', last4: '4444', expiry: '10/33', name: 'Maria Lopez', isPrimary: false },
];

const empty = { number: '', expiry: '', name: '', cvv: '' };

const meta = {
  title: 'Screens/Provider/PaymentMethods',
  component: PaymentMethods,
  args: {
    status: 'loaded',
    cards,
    onRetry: fn(),
    card: empty,
    onCardChange: fn(),
    onAdd: fn(),
    adding: false,
    formError: null,
    onSetPrimary: fn(),
    onRemove: fn(),
    failure: null,
    onRetryRequest: fn(),
  },
} satisfies Meta<typeof PaymentMethods>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrimaryAndSecondary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const visa = canvas.getByText('Visa •••• 4242').closest('li');
    await expect(visa).not.toBeNull();
    // Only non-primary cards can be removed or made primary (spec 4).
    await expect(canvas.queryByRole('button', { name: 'Remove Visa ending 4242' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Set as Primary: Mastercard ending 4444' }));
    await expect(args.onSetPrimary).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mastercard ending 4444' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

/** spec 5's typing rules, applied as each field is typed into. */
export const CardFormRules: Story = {
  args: { cards: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Card number'), '3');
    await expect(args.onCardChange).toHaveBeenLastCalledWith('number', '3');
    await userEvent.type(canvas.getByLabelText('CVV'), '12345');
    await expect(args.onCardChange).toHaveBeenLastCalledWith('cvv', '5');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1');
    await expect(args.onCardChange).toHaveBeenLastCalledWith('expiry', '1');
  },
};

/** issue 27: the brand shows while the number is typed, from its first digit. */
export const BrandWhileTyping: Story = {
  args: { cards: [], card: { ...empty, number: '3782 8224 6310' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Card brand' })).toHaveTextContent('American Express');
  },
};

export const Adding: Story = {
  args: {
    cards: [],
    card: { number: '4242 4242 4242 4242', expiry: '12/34', name: 'Maria Lopez', cvv: '123' },
    adding: true,
  },
};

export const DeclinedCard: Story = {
  args: {
    cards: [],
    card: { number: '4000 0000 0000 0002', expiry: '12/34', name: 'Maria Lopez', cvv: '123' },
    formError: 'Your card was declined. Try another card.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined. Try another card.');
    await expect(canvas.getByRole('status', { name: 'Card brand' })).toHaveTextContent('Visa');
  },
};

export const ChangeFailedTryAgain: Story = {
  args: { failure: 'Your cards could not be changed. Check your connection and try again.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryRequest).toHaveBeenCalledOnce();
  },
};

export const NoCards: Story = { args: { cards: [] } };

export const Loading: Story = { args: { status: 'loading', cards: [] } };

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', cards: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
  args: { card: { ...empty, number: '5555 5555 5555 4444' } },
};
