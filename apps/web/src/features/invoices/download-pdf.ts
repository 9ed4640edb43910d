import { pdfFilename } from '@harit/core/invoice';
import { apiBlob } from '../../lib/api-client';

/**
 * Fetches a PDF with the identity token and hands it to the browser as a download: a plain
 * link cannot carry the token.
 */
export async function downloadPdf(path: string, number: string): Promise<void> {
  const blob = await apiBlob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFilename(number);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
