export {
  type BasicInfoErrorField,
  BasicInfoStep,
  type BasicInfoStepProps,
  type BasicInfoTextField,
  type BasicInfoValues,
  type SpecialtyField,
  type SpecialtyOptions,
} from './BasicInfoStep/BasicInfoStep';
export { EmailVerificationStep, type EmailVerificationStepProps } from './EmailVerificationStep/EmailVerificationStep';
export {
  type LocationErrors,
  type LocationField,
  LocationsStep,
  type LocationsStepProps,
  type LocationValues,
} from './LocationsStep/LocationsStep';
export {
  type OrderSummaryView,
  type PlanCardView,
  type PlanCatalogView,
  PlanStep,
  type PlanStepProps,
} from './PlanStep/PlanStep';
