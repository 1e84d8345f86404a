import { profileGenderOf } from '@injury-assist/domain';
import { registrationMessages, validateRegistration } from '../registration/validateRegistration';

/** The user profile (spec customer-and-access §3, §5): id, name, email (not editable), phone, dob, gender, profile_picture (a path under uploads). */
export type CustomerProfile = {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** ISO date 'YYYY-MM-DD', or '' when not given. */
  dob: string;
  /** Male, Female or Other in either spelling (see `profileGenderOf`), or '' when not given. */
  gender: string;
  profile_picture: string | null;
};

/** What the form edits. E-mail is not among them (spec: "the e-mail field is disabled"). */
export type ProfileField = 'name' | 'phone' | 'dob' | 'gender';
export type ProfileForm = Pick<CustomerProfile, ProfileField>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const profileMessages = {
  nameRequired: 'Name is required',
  phoneRequired: registrationMessages.phoneRequired,
  phoneInvalid: registrationMessages.phoneInvalid,
  dobInFuture: 'Date of birth cannot be in the future',
  genderInvalid: registrationMessages.genderRequired,
} as const;

// spec §5 gives the phone rule once, for registration; the profile asks that rule.
function phoneError(phone: string): string | undefined {
  return validateRegistration({ firstName: '', lastName: '', email: '', phone, gender: '', dob: '' }, '').phone;
}

/**
 * `today` is an ISO date in the visitor's calendar; passed in so the rule stays pure. Date of
 * birth and gender may be left empty; when given the date must not be in the future and the
 * gender must be one of the three.
 */
export function validateProfile(form: ProfileForm, today: string): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!form.name.trim()) errors.name = profileMessages.nameRequired;
  const phone = phoneError(form.phone);
  if (phone) errors.phone = phone;
  // spec: "date of birth cannot be in the future".
  if (form.dob && form.dob > today) errors.dob = profileMessages.dobInFuture;
  if (form.gender && profileGenderOf(form.gender) !== form.gender) {
    errors.gender = profileMessages.genderInvalid;
  }
  return errors;
}

/** A field's error clears when the user edits that field, as on registration. */
export function clearProfileError(errors: ProfileErrors, field: ProfileField): ProfileErrors {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
