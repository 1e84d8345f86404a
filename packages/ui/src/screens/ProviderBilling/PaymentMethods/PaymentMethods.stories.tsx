import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { PaymentMethods, type SavedCardView } from './PaymentMethods';

const cards: SavedCardView[] = [
  { id: 1, brand: 'visa', last4: '4242', expiry: '12/34', name: 'Maria Lopez', isPrimary: true },
  { id: 2, brand: 'mastercard', last4: '4444', expiry: '10/33', name: 'Maria Lopez', isPrimary: false },
];

const meta = {
  title: 'Screens/Provider/PaymentMethods',
  component: PaymentMethods,
  args: {
    status: 'loaded',
    cards,
    onRetry: fn(),
    onAdd: fn(async (): Promise<string | null> => null),
    onSetPrimary: fn(),
    onRemove: fn(),
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

export const CardFormRules: Story = {
  args: { cards: [] },
  play: async ({ canvas, userEvent, args }) => {
    const number = canvas.getByLabelText('Card number');
    await userEvent.type(number, '37828224631000512345');
    // Grouped in fours, capped at 19 characters; the brand from the first digit.
    await expect(number).toHaveValue('3782 8224 6310 0051');
    await expect(canvas.getByText('American Express, up to 19 characters')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('CVV'), '123456');
    await expect(canvas.getByLabelText('CVV')).toHaveValue('1234');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1234');
    await expect(canvas.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
    // Not added, and no message, while the name is empty (spec 5).
    await userEvent.click(canvas.getByRole('button', { name: 'Add Card' }));
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Name on card'), 'Maria Lopez');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Card' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      number: '3782 8224 6310 0051',
      expiry: '12/34',
      cvv: '1234',
      name: 'Maria Lopez',
    });
    await expect(canvas.getByLabelText('Card number')).toHaveValue('');
  },
};

export const DeclinedCard: Story = {
  args: { cards: [], onAdd: fn(async () => 'Your card was declined. Try another card.') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Card number'), '4000000000000002');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1234');
    await userEvent.type(canvas.getByLabelText('CVV'), '123');
    await userEvent.type(canvas.getByLabelText('Name on card'), 'Maria Lopez');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined. Try another card.');
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
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

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };
