// Reading the PDFs the shop prints (invoices, credit notes, labels) as a reader would: through
// poppler's command-line tools, the PDF on their standard input.
import { execFile } from 'node:child_process';

/** Runs `command` with `input` on its standard input; what it wrote to standard output. */
export function runOn(command: string, args: string[], input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      command,
      args,
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin!.end(input);
  });
}

/** The text of a PDF as poppler's pdftotext reads it, laid out as printed, whitespace collapsed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await runOn('pdftotext', ['-layout', '-', '-'], pdf))
    .toString('utf8')
    .replace(/\s+/g, ' ');
}
