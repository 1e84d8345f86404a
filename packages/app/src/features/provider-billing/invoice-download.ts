import { readStoredSession } from '../../lib/session/session-storage';

/**
 * Downloads an invoice PDF (`/invoices/<number>.pdf`, outside API v1): fetched with the bearer
 * token, then saved through the browser's own download.
 */
export async function downloadInvoice(pdfPath: string, number: string): Promise<void> {
  const token = readStoredSession()?.token;
  const response = await fetch(pdfPath, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The invoice could not be downloaded (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
