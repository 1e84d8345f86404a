export { positionFromIpAnswer } from './positionFromIpAnswer';
