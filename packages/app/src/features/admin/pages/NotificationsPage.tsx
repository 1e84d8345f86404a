import { DEFAULT_NOTIFICATION_TYPE } from '@injury-assist/domain';
import { type NotificationForm, validateNotification } from '@injury-assist/flows/admin';
import { Notifications, SendNotificationDialog, type SendNotificationField } from '@injury-assist/ui';
import { useState } from 'react';
import { pageNotificationsKey } from '../AdminBell';
import { listDateTime } from '../admin-format';
import { adminKeys, csvExport, useAdminAction, useAdminList } from '../admin-queries';

const emptyForm: NotificationForm = { title: '', message: '', type: DEFAULT_NOTIFICATION_TYPE };

/** /admin/notifications: 'Send Notification' through create_system_notification, and Delete. */
export default function NotificationsPage() {
  const notifications = useAdminList(
    pageNotificationsKey,
    (data, query) => data.notificationPage(query),
    'Error loading notifications',
    { exportCsv: csvExport('notifications') },
  );
  const [form, setForm] = useState<NotificationForm | null>(null);
  const [errors, setErrors] = useState<Partial<Record<SendNotificationField, string>>>({});
  const send = useAdminAction<ReturnType<typeof validateNotification> & { ok: true }>({
    run: (data, checked) => data.sendNotification(checked.payload),
    success: () => ({ title: 'Notification sent successfully' }),
    errorTitle: 'Error sending notification',
    refresh: [adminKeys.notifications],
    onDone: () => setForm(null),
  });
  const remove = useAdminAction<string>({
    run: (data, id) => data.deleteNotification(id),
    success: () => ({ title: 'Notification deleted successfully' }),
    errorTitle: 'Error deleting notification',
    refresh: [adminKeys.notifications],
  });
  return (
    <>
      <Notifications
        notifications={notifications.rows.map((row) => ({
          id: row.id,
          title: row.title,
          message: row.message,
          type: row.type,
          isRead: row.is_read,
          time: listDateTime(row.created_at),
        }))}
        status={notifications.status}
        onRetry={notifications.retry}
        paging={notifications.paging}
        onSend={() => {
          setErrors({});
          setForm(emptyForm);
        }}
        onDelete={(id) => remove.mutate(id)}
      />
      <SendNotificationDialog
        isOpen={form !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setForm(null);
        }}
        values={form ?? emptyForm}
        errors={errors}
        onFieldChange={(field, value) => {
          setForm((current) => current && { ...current, [field]: value });
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
        onSubmit={() => {
          if (!form) return;
          const checked = validateNotification(form);
          if (!checked.ok) setErrors(checked.errors);
          else send.mutate(checked);
        }}
        isSending={send.isPending}
      />
    </>
  );
}
