/**
 * An article's text as a voice should say it. Heard with espeak-ng's Indonesian voice: 'Rp' is
 * spelled out before the amount, 'dll.' letter by letter, a date such as 28/11/2026 as numbers
 * with 'garis miring', a phone number as one large number, and '10.00' as 'titik nol nol'.
 * Amounts themselves (2.500.000, 1,5 juta) are read well and stay as written.
 */
const months =
  'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(
    ' ',
  );

/** An amount as written: 2.500.000, 15.000, 2,5 juta. */
const amount = String.raw`\d+(?:\.\d{3})*(?:,\d+)?(?:\s(?:ribu|juta|miliar))?`;

const said: Record<string, string> = {
  dll: 'dan lain-lain',
  dsb: 'dan sebagainya',
  dst: 'dan seterusnya',
};

const rules: [RegExp, string | ((...groups: string[]) => string)][] = [
  [new RegExp(`\\bRp\\.?\\s?(${amount})`, 'g'), '$1 rupiah'],
  [new RegExp(`\\bNT\\$\\s?(${amount})`, 'g'), '$1 dolar Taiwan'],
  [/\b(dll|dsb|dst)\./gi, (_, word) => said[word.toLowerCase()]!],
  [/\bNo\.\s?(?=\d)/g, 'nomor '],
  [
    /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/g,
    (date, day, month, year) => {
      const name = months[Number(month) - 1];
      return name ? `${Number(day)} ${name} ${year}` : date;
    },
  ],
  [
    /\b(pukul|jam)\s(\d{1,2})[.:](\d{2})\b/gi,
    (_, word, hour, minute) =>
      `${word} ${Number(hour)}${minute === '00' ? '' : ` lewat ${Number(minute)} menit`}`,
  ],
  [
    /(?:\+62\s?|\b0)8[\d\s-]{7,14}\d\b/g,
    (phone) =>
      phone
        .split(/[\s-]+/)
        .map((group) => group.replace(/\D/g, '').split('').join(' '))
        .join(', '),
  ],
];

/** The text to speak for `text`, as written on the page. */
export function spokenText(text: string): string {
  let spoken = text;
  for (const [pattern, replacement] of rules) {
    spoken = spoken.replace(
      pattern,
      replacement as (substring: string, ...args: string[]) => string,
    );
  }
  return spoken;
}
