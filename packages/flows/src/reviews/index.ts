export {
  type PublishReviewInput,
  type PublishReviewOutput,
  reviewAppointmentMachine,
} from './reviewAppointmentMachine';
export { reviewReplyMachine, type SaveReplyInput, type SaveReplyOutput } from './reviewReplyMachine';
