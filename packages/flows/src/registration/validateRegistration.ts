import { type Gender, isGender } from '@injury-assist/domain';

/** Customer registration (spec customer-and-access §5). Messages are the spec's, verbatim. */

export type RegistrationForm = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: Gender | '';
  /** ISO date 'YYYY-MM-DD', or '' when not chosen. */
  dob: string;
};

export type RegistrationField = keyof RegistrationForm;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const registrationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  genderRequired: 'Please select your gender',
  dobRequired: 'Date of birth is required',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// spec: "an optional plus followed by at least 10 digits, spaces, dashes or parentheses".
const phonePattern = /^\+?[\d\s\-()]{10,}$/;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

/** `today` is an ISO date in the visitor's calendar; passed in so the rule stays pure. */
export function validateRegistration(form: RegistrationForm, today: string): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!form.firstName.trim()) errors.firstName = registrationMessages.firstNameRequired;
  if (!form.lastName.trim()) errors.lastName = registrationMessages.lastNameRequired;
  if (!form.email.trim()) errors.email = registrationMessages.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = registrationMessages.emailInvalid;
  if (!form.phone.trim()) errors.phone = registrationMessages.phoneRequired;
  else if (!phonePattern.test(form.phone.trim())) errors.phone = registrationMessages.phoneInvalid;
  if (!isGender(form.gender)) errors.gender = registrationMessages.genderRequired;
  // The spec has one message for the date: a missing or future date both read as not given.
  if (!form.dob || form.dob > today) errors.dob = registrationMessages.dobRequired;
  return errors;
}

/** spec: "A field's error clears when the user edits that field." */
export function clearFieldError(errors: RegistrationErrors, field: RegistrationField): RegistrationErrors {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

/** spec §3: name is first and last name joined with one space; userType is always customer. */
export function toRegistrationRequest(form: RegistrationForm) {
  return {
    name: `${form.firstName.trim()} ${form.lastName.trim()}`,
    email: form.email.trim(),
    phone: form.phone.trim(),
    gender: form.gender,
    dob: form.dob,
    userType: 'customer' as const,
  };
}
