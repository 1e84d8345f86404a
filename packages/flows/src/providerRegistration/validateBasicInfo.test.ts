import { describe, expect, it } from 'vitest';
import {
  type BasicInfoForm,
  chooseSpecialty,
  emptyBasicInfo,
  toBasicInfoRequest,
  validateBasicInfo,
} from './validateBasicInfo';

const valid: BasicInfoForm = {
  firstName: 'Ana',
  lastName: 'Reyes',
  businessName: 'Reyes Physio',
  country: 'United States',
  specialty: { categoryId: 1, subcategoryId: 5, serviceId: 8 },
  phone: '(305) 555-0142',
  email: 'ana@reyesphysio.example',
};

describe('step 1 validation (spec §5, messages verbatim)', () => {
  it('accepts a complete form', () => {
    expect(validateBasicInfo(valid)).toEqual({});
  });

  it('gives nine of the ten messages on an empty form (an empty e-mail is missing, not malformed)', () => {
    expect(validateBasicInfo(emptyBasicInfo)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      businessName: 'Business name is required',
      category: 'Category is required',
      subcategory: 'Subcategory is required',
      service: 'Service is required',
      phone: 'Phone number is required',
      email: 'Email is required',
      country: 'Country is required',
    });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['businessName', 'Business name is required'],
    ['phone', 'Phone number is required'],
    ['email', 'Email is required'],
  ] as const)('trims %s before the required check', (field, message) => {
    expect(validateBasicInfo({ ...valid, [field]: '   ' })).toEqual({ [field]: message });
  });

  it.each([
    ['ana', 'Email format is invalid'],
    ['ana@', 'Email format is invalid'],
    ['ana@reyes', 'Email format is invalid'],
    ['@reyes.example', 'Email format is invalid'],
    ['ana reyes@x.example', 'Email format is invalid'],
    [' ana@reyes.example ', undefined],
    ['a@b.c', undefined],
  ])('e-mail %j → %s', (email, message) => {
    expect(validateBasicInfo({ ...valid, email }).email).toBe(message);
  });

  it('needs each level of the specialty', () => {
    expect(validateBasicInfo({ ...valid, specialty: { categoryId: 1, subcategoryId: null, serviceId: null } })).toEqual(
      { subcategory: 'Subcategory is required', service: 'Service is required' },
    );
    expect(validateBasicInfo({ ...valid, specialty: { categoryId: 1, subcategoryId: 5, serviceId: null } })).toEqual({
      service: 'Service is required',
    });
  });

  it('sends the text trimmed', () => {
    expect(toBasicInfoRequest({ ...valid, firstName: ' Ana ', email: ' ana@reyesphysio.example ' })).toMatchObject({
      firstName: 'Ana',
      email: 'ana@reyesphysio.example',
      categoryId: 1,
      subcategoryId: 5,
      serviceId: 8,
    });
  });
});

describe('the cascading specialty (spec §2.2)', () => {
  const chosen = { categoryId: 1, subcategoryId: 5, serviceId: 8 };

  it('a new category clears subcategory and service', () => {
    expect(chooseSpecialty(chosen, 'category', 2)).toEqual({ categoryId: 2, subcategoryId: null, serviceId: null });
  });

  it('a new subcategory clears the service', () => {
    expect(chooseSpecialty(chosen, 'subcategory', 6)).toEqual({ categoryId: 1, subcategoryId: 6, serviceId: null });
  });

  it('choosing the same value again clears nothing', () => {
    expect(chooseSpecialty(chosen, 'category', 1)).toBe(chosen);
    expect(chooseSpecialty(chosen, 'subcategory', 5)).toBe(chosen);
  });
});
