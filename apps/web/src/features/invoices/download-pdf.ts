import { pdfFilename } from '@harit/core/invoice';
import { apiBlob } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** Fetches a PDF with the identity token and hands it to the browser as a download. */
export async function downloadPdf(path: string, number: string): Promise<void> {
  saveFile(await apiBlob(path), pdfFilename(number));
}
