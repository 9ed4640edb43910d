// Invoices and credit notes read back as a reader does (decision 067): the file the browser
// downloads, through poppler's pdftotext (installed by .ci/run).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Download, Page } from '@playwright/test';

/** The downloaded PDF's text as pdftotext lays it out, whitespace collapsed. */
export async function pdfText(download: Download): Promise<string> {
  const { stdout } = await promisify(execFile)('pdftotext', [
    '-layout',
    await download.path(),
    '-',
  ]);
  return stdout.replace(/\s+/g, ' ');
}

/** Clicks the button of that name and waits for the file it downloads. */
export async function download(page: Page, name: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return file;
}
