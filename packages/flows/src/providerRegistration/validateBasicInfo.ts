import { isRegistrationCountry, type RegistrationCountry } from '@injury-assist/domain';

/** Step 1 of the provider registration wizard (spec provider-and-admin §2.2, §3, §5). */

/** spec §3: businessSpecialty {category, subcategory, service}, by taxonomy id. */
export type Specialty = { categoryId: number | null; subcategoryId: number | null; serviceId: number | null };

export type BasicInfoForm = {
  firstName: string;
  lastName: string;
  businessName: string;
  country: RegistrationCountry | '';
  specialty: Specialty;
  phone: string;
  email: string;
};

/** The fields a message can stand under; the specialty has one per select. */
export const basicInfoFields = [
  'firstName',
  'lastName',
  'businessName',
  'country',
  'category',
  'subcategory',
  'service',
  'phone',
  'email',
] as const;
export type BasicInfoField = (typeof basicInfoFields)[number];
export type BasicInfoErrors = Partial<Record<BasicInfoField, string>>;

/** The free-text fields, which `field.change` edits. */
export type BasicInfoTextField = 'firstName' | 'lastName' | 'businessName' | 'phone' | 'email';

/** spec §5 "Registration step 1", verbatim. */
export const basicInfoMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  businessNameRequired: 'Business name is required',
  categoryRequired: 'Category is required',
  subcategoryRequired: 'Subcategory is required',
  serviceRequired: 'Service is required',
  phoneRequired: 'Phone number is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email format is invalid',
  countryRequired: 'Country is required',
} as const;

// spec §5: "must look like text, @, text, dot, text".
const emailShape = /^\S+@\S+\.\S+$/;

export const emptySpecialty: Specialty = { categoryId: null, subcategoryId: null, serviceId: null };

export const emptyBasicInfo: BasicInfoForm = {
  firstName: '',
  lastName: '',
  businessName: '',
  country: '',
  specialty: emptySpecialty,
  phone: '',
  email: '',
};

/** spec §5: text is trimmed before the required check; Next proceeds only with no errors. */
export function validateBasicInfo(form: BasicInfoForm): BasicInfoErrors {
  const errors: BasicInfoErrors = {};
  if (!form.firstName.trim()) errors.firstName = basicInfoMessages.firstNameRequired;
  if (!form.lastName.trim()) errors.lastName = basicInfoMessages.lastNameRequired;
  if (!form.businessName.trim()) errors.businessName = basicInfoMessages.businessNameRequired;
  if (form.specialty.categoryId === null) errors.category = basicInfoMessages.categoryRequired;
  if (form.specialty.subcategoryId === null) errors.subcategory = basicInfoMessages.subcategoryRequired;
  if (form.specialty.serviceId === null) errors.service = basicInfoMessages.serviceRequired;
  if (!form.phone.trim()) errors.phone = basicInfoMessages.phoneRequired;
  const email = form.email.trim();
  if (!email) errors.email = basicInfoMessages.emailRequired;
  else if (!emailShape.test(email)) errors.email = basicInfoMessages.emailInvalid;
  if (!isRegistrationCountry(form.country)) errors.country = basicInfoMessages.countryRequired;
  return errors;
}

/** Our choice, as on customer registration: a field's message clears when that field changes. */
export function withoutBasicInfoError(errors: BasicInfoErrors, ...fields: BasicInfoField[]): BasicInfoErrors {
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

/**
 * spec §2.2: a new category clears subcategory and service; a new subcategory clears the service.
 * Choosing the value already chosen changes nothing.
 */
export function chooseSpecialty(
  specialty: Specialty,
  level: 'category' | 'subcategory' | 'service',
  id: number | null,
): Specialty {
  switch (level) {
    case 'category':
      return id === specialty.categoryId ? specialty : { categoryId: id, subcategoryId: null, serviceId: null };
    case 'subcategory':
      return id === specialty.subcategoryId ? specialty : { ...specialty, subcategoryId: id, serviceId: null };
    case 'service':
      return { ...specialty, serviceId: id };
  }
}

/** What step 1 sends: the text trimmed, the specialty complete (the form was validated). */
export type BasicInfoRequest = {
  firstName: string;
  lastName: string;
  businessName: string;
  country: RegistrationCountry;
  categoryId: number;
  subcategoryId: number;
  serviceId: number;
  phone: string;
  email: string;
};

export function toBasicInfoRequest(form: BasicInfoForm): BasicInfoRequest {
  const { categoryId, subcategoryId, serviceId } = form.specialty;
  if (!isRegistrationCountry(form.country) || categoryId === null || subcategoryId === null || serviceId === null) {
    throw new Error('toBasicInfoRequest needs a validated form.');
  }
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    businessName: form.businessName.trim(),
    country: form.country,
    categoryId,
    subcategoryId,
    serviceId,
    phone: form.phone.trim(),
    email: form.email.trim(),
  };
}

export function fromBasicInfoRequest(request: BasicInfoRequest): BasicInfoForm {
  const { categoryId, subcategoryId, serviceId, ...rest } = request;
  return { ...rest, specialty: { categoryId, subcategoryId, serviceId } };
}
