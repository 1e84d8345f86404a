import { ReviewAppointmentDialog } from '@injury-assist/ui';
import { useEffect } from 'react';
import { FlowProvider } from '../../../lib/flows/create-flow';
import { showDashboardToast } from '../../../lib/show-dashboard-toast';
import type { Appointment } from '../booking/bookings-api';
import { formatCalendarDate } from '../format-day';
import { ReviewFlow } from '../reviews/review-flow';

/** A press of a past appointment's Review: a new object each time, so pressing it again opens again. */
export type ReviewRequest = { bookingId: string };

type ReviewAppointmentProps = {
  request: ReviewRequest;
  find: (bookingId: string) => Appointment | undefined;
  onPublished: () => void;
};

function ReviewForm({ request, find, onPublished }: ReviewAppointmentProps) {
  const review = ReviewFlow.useActorRef();
  const state = ReviewFlow.useSelector((snapshot) => ({
    bookingId: snapshot.context.bookingId,
    isOpen: !snapshot.matches('closed'),
    isPublishing: snapshot.matches({ open: 'publishing' }),
    rating: snapshot.context.rating,
    text: snapshot.context.text,
    error: snapshot.context.error,
  }));

  useEffect(() => {
    const toasts = review.on('toast', showDashboardToast);
    // The history says which appointments are reviewed: read it again, and the Review button goes.
    const published = review.on('review.published', onPublished);
    return () => {
      toasts.unsubscribe();
      published.unsubscribe();
    };
  }, [review, onPublished]);

  useEffect(() => {
    review.send({ type: 'review.open', bookingId: request.bookingId });
  }, [review, request]);

  const reviewing = state.bookingId ? find(state.bookingId) : undefined;
  return (
    <ReviewAppointmentDialog
      isOpen={state.isOpen}
      onOpenChange={(open) => {
        if (!open) review.send({ type: 'review.close' });
      }}
      appointmentLabel={
        reviewing
          ? `${reviewing.services} with ${reviewing.provider_name} on ${formatCalendarDate(reviewing.date)}, ${reviewing.slot}`
          : ''
      }
      rating={state.rating}
      onRatingChange={(rating) => review.send({ type: 'rating.change', rating })}
      text={state.text}
      onTextChange={(value) => review.send({ type: 'text.change', value })}
      error={state.error}
      isPublishing={state.isPublishing}
      onPublish={() => review.send({ type: 'review.submit' })}
    />
  );
}

/**
 * Reviewing a completed appointment: loaded, and its machine started, at the first press of a
 * Review (issue 22), then kept mounted so the dialog animates out and reopens at once.
 */
export default function ReviewAppointment(props: ReviewAppointmentProps) {
  return (
    <FlowProvider flow={ReviewFlow}>
      <ReviewForm {...props} />
    </FlowProvider>
  );
}
