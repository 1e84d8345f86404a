/** The provider registration wizard's vocabulary (spec provider-and-admin §2.2, §3, §5). */

/** spec §3 "Country list", in the spec's order. */
export const registrationCountries = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Spain',
  'Italy',
  'Netherlands',
  'Sweden',
  'Norway',
  'Denmark',
  'Finland',
  'Switzerland',
  'Austria',
  'Belgium',
  'Ireland',
  'New Zealand',
  'Japan',
  'South Korea',
  'Singapore',
  'Other',
] as const;
export type RegistrationCountry = (typeof registrationCountries)[number];

export function isRegistrationCountry(value: unknown): value is RegistrationCountry {
  return registrationCountries.some((country) => country === value);
}

/** spec §3: "The location state list is the 50 US state codes." */
export const usStateCodes = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsStateCode = (typeof usStateCodes)[number];

export function isUsStateCode(value: unknown): value is UsStateCode {
  return usStateCodes.some((code) => code === value);
}

/** spec §3: numberOfLocations is "1", "2" or "More than 2"; it does not limit the forms. */
export const numberOfLocationsChoices = ['1', '2', 'More than 2'] as const;
export type NumberOfLocations = (typeof numberOfLocationsChoices)[number];

export function isNumberOfLocations(value: unknown): value is NumberOfLocations {
  return numberOfLocationsChoices.some((choice) => choice === value);
}

/** spec §5: "5 digits optionally followed by a hyphen and 4 digits". */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

export function isZipCodeFormat(value: string): boolean {
  return ZIP_CODE_PATTERN.test(value.trim());
}

/** The five-digit part of a ZIP+4 ('33101-1234' → '33101'): what places are keyed by. */
export function zip5(zipCode: string): string {
  return zipCode.trim().slice(0, 5);
}

/**
 * The wizard's internal steps (spec §2.2: 1 → 1.5 → 2 → 3), as the draft records where to resume.
 * Each belongs to one of the progress bar's three labelled steps.
 */
export const registrationSteps = ['basicInfo', 'verifyEmail', 'locations', 'plan'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

export function isRegistrationStep(value: unknown): value is RegistrationStep {
  return registrationSteps.some((step) => step === value);
}

/** spec §2.2: "a progress bar of three labelled steps: Basic Info, Locations, Subscription". */
export const registrationProgressLabels = ['Basic Info', 'Locations', 'Subscription'] as const;
export type RegistrationProgressLabel = (typeof registrationProgressLabels)[number];

/** Which labelled step of the progress bar an internal step belongs to (1 and 1.5 are Basic Info). */
export function progressStepOf(step: RegistrationStep): RegistrationProgressLabel {
  switch (step) {
    case 'basicInfo':
    case 'verifyEmail':
      return 'Basic Info';
    case 'locations':
      return 'Locations';
    case 'plan':
      return 'Subscription';
  }
}
