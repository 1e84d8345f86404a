import type { NotificationType } from '@injury-assist/domain';
import type { BadgeTone } from '../../../components/Badge/Badge';

/** The badge colour of each notification type (the word on the badge carries the meaning). */
export const notificationTone: Record<NotificationType, BadgeTone> = {
  info: 'info',
  success: 'positive',
  warning: 'caution',
  error: 'critical',
};
