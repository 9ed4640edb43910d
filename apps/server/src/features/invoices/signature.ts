// A digital signature on tax invoice and credit note PDFs (decision 083), with the PKCS#12
// certificate configured in SELLER_SIGNING_CERT: an invisible signature field whose /Contents
// holds a detached PKCS#7 (CMS) signature of the whole file but itself, as Adobe.PPKLite reads it.
// The placeholder is drawn by pdfkit as the document is written (the @signpdf placeholder
// packages ask for pdfkit 0.10 or 0.11); @signpdf/signpdf fills it in.
import type { SigningConfig } from '../../config.ts';
import { importModule } from '../../start/launcher-hooks.ts';
import type { Pdf } from './pdf.ts';

type Utils = typeof import('@signpdf/utils');

/** The signature's own details, as a PDF reader lists them beside the signer's certificate. */
export interface SignatureDetails {
  /** the signatory's name */
  name: string;
  reason: string;
  location: string;
}

async function utils(): Promise<Utils> {
  return importModule<Utils>('@signpdf/utils');
}

/**
 * Adds the signature field to the document's last page, before `doc.end()`: the placeholder
 * that `sign` fills in once the bytes are written.
 */
export async function addSignatureField(doc: Pdf, details: SignatureDetails): Promise<void> {
  const u = await utils();
  const placeholder = u.DEFAULT_BYTE_RANGE_PLACEHOLDER;
  // pdfkit writes a JS String object as a PDF string and a plain string as a name, as the
  // byte range's placeholder must be.
  const signature = doc.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: u.SUBFILTER_ADOBE_PKCS7_DETACHED,
    ByteRange: [0, placeholder, placeholder, placeholder],
    Contents: Buffer.alloc(u.DEFAULT_SIGNATURE_LENGTH),
    Reason: new String(details.reason),
    M: new Date(),
    Name: new String(details.name),
    Location: new String(details.location),
  });
  const page = doc.page as unknown as { dictionary: { data: { Annots?: unknown[] } } };
  const widget = doc.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    V: signature,
    T: new String('Signature1'),
    F: u.ANNOTATION_FLAGS.PRINT,
    P: page.dictionary,
  });
  page.dictionary.data.Annots = [...(page.dictionary.data.Annots ?? []), widget];
  // pdfkit's own AcroForm, so that its end() writes it; the signature is its one field.
  doc.initForm();
  const root = doc as unknown as {
    _root: { data: { AcroForm: { data: Record<string, unknown> & { Fields: unknown[] } } } };
  };
  const form = root._root.data.AcroForm.data;
  form.Fields.push(widget);
  form.SigFlags = u.SIG_FLAGS.SIGNATURES_EXIST | u.SIG_FLAGS.APPEND_ONLY;
  delete form.NeedAppearances;
  // pdfkit writes a reference when it is ended; these two it does not know to end itself.
  for (const ref of [signature, widget]) (ref as unknown as { end(): void }).end();
}

/** The written document with its signature filled in. */
export async function sign(pdf: Buffer, signing: SigningConfig): Promise<Buffer> {
  const [{ SignPdf }, { P12Signer }] = await Promise.all([
    importModule<typeof import('@signpdf/signpdf')>('@signpdf/signpdf'),
    importModule<typeof import('@signpdf/signer-p12')>('@signpdf/signer-p12'),
  ]);
  const signer = new P12Signer(signing.p12, { passphrase: signing.password });
  return new SignPdf().sign(pdf, signer);
}
