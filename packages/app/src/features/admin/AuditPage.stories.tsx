import { toastQueue } from '@injury-assist/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { flowStoryParameters } from '../../testing/flow-story-frame';
import { adminFrame, body, expectToast } from './admin-story-frame';
import { fakeAdminData, sampleAdminTables } from './fake-admin-data';

const meta = {
  title: 'Flows/Admin/AuditPage',
  parameters: flowStoryParameters,
  beforeEach: () => toastQueue.clear(),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvas: ReturnType<typeof within>) => canvas.findByRole('table', { name: 'Audit log' });

export const NewestFirstWithSentences: Story = {
  ...adminFrame(fakeAdminData(), paths.admin.audit),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Audit log' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText('1–6 of 6')).toBeVisible();
    const rows = within(await grid(canvas)).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(rows[1]).toHaveTextContent("Viewed the details of user 'customer@demo.test'");
    await expect(rows[2]).toHaveTextContent("Renamed category 'Back pain' (name)");
    await expect(rows[4]).toHaveTextContent("Removed service 'Cold laser therapy'");
    await expect(rows[6]).toHaveTextContent('The platform');
    await expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'User u1' })).toHaveAttribute(
      'href',
      '/admin/users?user=u1',
    );
    await expect(canvas.getByText('1–6 of 6')).toBeVisible();
  },
};

export const FilterByRecordAndPerson: Story = {
  ...adminFrame(fakeAdminData(), paths.admin.audit),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('1–6 of 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Record kind/ }));
    await userEvent.click(body().getByRole('option', { name: 'Events' }));
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeVisible());
    await expect(within(await grid(canvas)).getAllByRole('row')[1]).toHaveTextContent(
      "Changed event 'Spine health workshop' (status)",
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Person' }), 'admin@');
    await expect(await canvas.findByText('No lines match these filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByText('1–6 of 6')).toBeVisible();
  },
};

export const ExportWhatIsFiltered: Story = {
  ...adminFrame(fakeAdminData(), paths.admin.audit),
  play: async ({ canvas, userEvent }) => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const created = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:audit-${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
    });
    try {
      await expect(await canvas.findByText('1–6 of 6')).toBeVisible();
      await userEvent.type(canvas.getByRole('textbox', { name: 'Action' }), 'update');
      await expect(await canvas.findByText('1–3 of 3')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      await expect(saved[0]?.name).toBe('audit-log-start-to-2026-11-21.csv');
      const lines = (await saved[0]?.blob.text())?.trim().split('\r\n') ?? [];
      await expect(lines[0]).toBe('When (UTC),Who,What,Action,Record kind,Record id,From address');
      await expect(lines).toHaveLength(4);
      await expect(lines[1]).toContain("Renamed category 'Back pain' (name)");
      await expect(lines[3]).toContain('The platform');
    } finally {
      created.mockRestore();
      clicked.mockRestore();
    }
  },
};

export const NothingRecordedYet: Story = {
  ...adminFrame(fakeAdminData({ tables: { ...sampleAdminTables(), audit: [] } }), paths.admin.audit),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing has been recorded yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const LoadFailureToastAndTryAgain: Story = {
  ...adminFrame(fakeAdminData({ failing: { auditLog: 'permission denied for table audit_log' } }), paths.admin.audit),
  play: async ({ canvas }) => {
    await expectToast('Error loading audit log', 'critical', 'permission denied for table audit_log');
    await expect(canvas.getByText('We could not load the audit log.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  ...adminFrame(fakeAdminData(), paths.admin.audit, { phone: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Renamed category 'Back pain' (name)")).toBeVisible();
    await expect(within(await grid(canvas)).getAllByRole('row')).toHaveLength(7);
  },
};
