/**
 * Hands a file the API answered with (a PDF, a CSV export) to the browser as a download: a
 * plain link cannot carry the identity token, so the file is fetched first (apiBlob).
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
