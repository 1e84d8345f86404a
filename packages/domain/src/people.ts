/** Who uses the product (spec customer-and-access §3, provider-and-admin §3). */
export const userTypes = ['customer', 'provider', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

export function isUserType(value: unknown): value is UserType {
  return userTypes.some((type) => type === value);
}

/** The account types the combined login's toggle chooses between. */
export const loginRoles = ['customer', 'provider'] as const satisfies readonly UserType[];
export type LoginRole = (typeof loginRoles)[number];

/** The sign-in forms: the combined one (with the toggle) and one per user type. */
export const loginVariants = ['combined', 'customer', 'provider', 'admin'] as const;
export type LoginVariant = (typeof loginVariants)[number];

export const loginFields = ['email', 'password'] as const;
export type LoginField = (typeof loginFields)[number];

/** Gender as registration sends and the database stores it (spec §3). */
export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

/** How the profile screen and its calls spell a gender (spec §3: 'Male', unlike registration's). */
export type ProfileGender = Capitalize<Gender>;
export const profileGenders = ['Male', 'Female', 'Other'] as const satisfies readonly ProfileGender[];

/** Each gender as people read it, which is also the profile's spelling. */
export const genderLabels = { male: 'Male', female: 'Female', other: 'Other' } as const satisfies {
  [Spelling in Gender]: Capitalize<Spelling>;
};

export function isGender(value: unknown): value is Gender {
  return genders.some((gender) => gender === value);
}

/** Reads either spelling ('female', 'Female'); anything else is not a gender. */
export function profileGenderOf(value: string | null | undefined): ProfileGender | null {
  const lower = (value ?? '').trim().toLowerCase();
  return isGender(lower) ? genderLabels[lower] : null;
}
