// The sign-up's steps after the first, split off so that the page loads them when they are reached
// (issue 22): the plans and payment step, the locations form and the code entry were half the page.
export { EmailVerificationStep, LocationsStep, PlanStep } from '@injury-assist/ui';
