export type { PictureFile, PictureSize } from './pictureChecks';
export { pictureUploadMachine } from './pictureUploadMachine';
export { profileMachine } from './profileMachine';
export type { CustomerProfile } from './validateProfile';
