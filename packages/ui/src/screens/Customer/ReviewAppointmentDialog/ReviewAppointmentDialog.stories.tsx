import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ReviewAppointmentDialog, type ReviewAppointmentDialogProps } from './ReviewAppointmentDialog';

function WithRating(props: ReviewAppointmentDialogProps) {
  const [rating, setRating] = useState(props.rating);
  return (
    <ReviewAppointmentDialog
      {...props}
      rating={rating}
      onRatingChange={(next) => {
        setRating(next);
        props.onRatingChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Customer/ReviewAppointmentDialog',
  component: ReviewAppointmentDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    appointmentLabel: 'Orthopedics with Dr. Maria Lopez on 2026/11/10, 10:00 AM - 11:00 AM',
    rating: 0,
    onRatingChange: fn(),
    text: '',
    onTextChange: fn(),
    error: null,
    isPublishing: false,
    onPublish: fn(),
  },
  render: (args) => <WithRating {...args} />,
} satisfies Meta<typeof ReviewAppointmentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: 'Review your appointment' }));

export const ChoosingStars: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.click(dialog().getByRole('radio', { name: '4 stars, very good' }));
    await expect(args.onRatingChange).toHaveBeenCalledWith(4);
    await expect(dialog().getByRole('radio', { name: '4 stars, very good' })).toBeChecked();
    await userEvent.type(dialog().getByRole('textbox', { name: /Your review/ }), 'K');
    await expect(args.onTextChange).toHaveBeenLastCalledWith('K');
    await userEvent.click(dialog().getByRole('button', { name: 'Publish review' }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
  },
};

export const NoRatingChosen: Story = {
  args: { error: 'Choose a rating from 1 to 5 stars.' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars.');
  },
};

export const AlreadyReviewed: Story = {
  args: { rating: 5, text: 'Great care.', error: 'You have already reviewed this appointment.' },
};

export const Publishing: Story = {
  args: { rating: 5, text: 'Great care after my accident.', isPublishing: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Not now' })).toBeDisabled();
  },
};
