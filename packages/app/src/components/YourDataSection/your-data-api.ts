import type { AccountDeletionResult } from '@injury-assist/flows/account';
import { api, quietErrors } from '../../lib/api/client';

/** The file name the server gives the ZIP (Content-Disposition), or a plain one. */
function fileName(response: Response): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'injury-assist-data.zip';
}

/** Fetches the caller's ZIP and hands it to the browser as a download. */
export async function exportMyData(): Promise<void> {
  const { data, error, response } = await api.GET('/me/export', { parseAs: 'blob', ...quietErrors });
  if (error || !data) throw error ?? new Error('');
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download from the click; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A wrong password or the step-up answer is the dialog's to show; anything else is thrown. */
export async function deleteMyAccount({
  password,
  code,
}: {
  password: string;
  code: string | null;
}): Promise<AccountDeletionResult> {
  const { error, response } = await api.POST('/me/delete', {
    body: code === null ? { password } : { password, code: code.trim() },
    ...quietErrors,
  });
  if (!error) return { deleted: true };
  if (response.status === 400 && 'message' in error) {
    return { deleted: false, message: error.message, codeRequired: 'code_required' in error };
  }
  throw error;
}
