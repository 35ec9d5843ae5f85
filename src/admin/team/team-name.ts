/**
 * A key's name as the database takes it (add_team_key, publish_keys_name_shape): trimmed, 1 to
 * 60 characters (code points, as char_length counts), no control characters. Checked here first
 * so that the owner is told on the field and nothing is sent.
 */
export const teamNameMaxLength = 60;

/** What is wrong with `typed` as a key's name, in Indonesian; null when it can be sent. */
export function teamNameProblem(typed: string): string | null {
  const name = typed.trim();
  const length = [...name].length;
  if (length === 0) return 'Isi nama orang yang akan memegang kunci ini.';
  if (length > teamNameMaxLength) {
    return `Nama paling banyak ${teamNameMaxLength} karakter (sekarang ${length}).`;
  }
  if (/\p{Cc}/u.test(name)) return 'Nama berisi karakter yang tidak dapat dipakai.';
  return null;
}
