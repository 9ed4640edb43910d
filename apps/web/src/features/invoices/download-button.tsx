import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { msg, useT } from '../../lib/i18n';
import { messageText } from '../../lib/validation-messages';
import { downloadPdf } from './download-pdf';

/** A button that downloads one PDF from the API and says so when it fails. */
export function DownloadButton({
  path,
  number,
  label,
}: {
  path: string;
  /** the document's number, which names the file */
  number: string;
  label: string;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setFailed(null);
    try {
      await downloadPdf(path, number);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : msg('The download failed.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <Button onClick={download} disabled={busy} variant="secondary" size="sm">
        <Download className="size-4" aria-hidden="true" />
        {label}
      </Button>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {messageText(t, failed)}
        </p>
      )}
    </div>
  );
}
