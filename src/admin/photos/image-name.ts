/** The types a prepared image is sent as, and the extension its name takes. */
export const preparedTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type PreparedType = keyof typeof preparedTypes;

const month = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/**
 * The name an image is stored under, from its content: `YYYY/MM/<first 32 hex digits of its
 * SHA-256>.<jpg|png|webp>`, the month in WIB. The same picture sent again, or an upload retried
 * after a lost answer, gets the same name, so the bucket keeps it once.
 */
export async function contentName(
  bytes: ArrayBuffer,
  type: PreparedType,
  now: Date = new Date(),
): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest.subarray(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  const [year, monthNumber] = month.format(now).split('-');
  return `${year}/${monthNumber}/${hex}.${preparedTypes[type]}`;
}
