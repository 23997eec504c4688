import QRCode from 'qrcode';
import { HttpError } from '../../http/httpError';

/** Pixels per QR module: a code of a short text is about 200 px wide, sharp when printed. @internal */
export const qrCodeModuleSize = 6;

/**
 * generated_qr_code (spec 001 §3.9, spec 002 §7 "QR code generation from text returns an
 * image"): a PNG of the QR code of the text the method's `text` computed, as a `data:image/png`
 * URL a form shows as an image. Numbers are written out; an empty text gives no image (null).
 * @throws 422 `qrCodeTooLong` for a text beyond a QR code's capacity
 * @internal
 */
export async function resolveQrCode(
  inputs: Readonly<Record<string, unknown>>,
): Promise<string | null> {
  const { text } = inputs;
  const content =
    typeof text === 'string'
      ? text
      : typeof text === 'number' && Number.isFinite(text)
        ? `${text}`
        : null;
  if (content === null || content.trim() === '') return null;
  try {
    return await QRCode.toDataURL(content, {
      type: 'image/png',
      errorCorrectionLevel: 'M',
      margin: 2,
      scale: qrCodeModuleSize,
    });
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('too big')) throw error;
    throw new HttpError(
      422,
      `The text is too long for a QR code (${content.length} characters)`,
      'qrCodeTooLong',
    );
  }
}
