/** Saves text as a file through the browser's own download, e.g. an exported CSV. */
export function downloadFile(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has the data by now; the URL would only keep it in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
