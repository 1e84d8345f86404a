// The concern form, split off so that the Concerns page loads it on its first opening (issue 22).
export { RaiseConcernDialog as default } from '@injury-assist/ui';
