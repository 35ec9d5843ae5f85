// @ts-check
/**
 * Creates or replaces a Vault secret by name, with the functions both Supabase Vault and the
 * local stand-in provide.
 * @param {import('./database.mjs').Sql} sql
 * @param {string} name
 * @param {string} value
 */
export async function setVaultSecret(sql, name, value) {
  const [existing] = await sql.query('select id from vault.secrets where name = $1', [name]);
  if (existing) {
    await sql.query('select vault.update_secret($1, $2)', [existing.id, value]);
  } else {
    await sql.query('select vault.create_secret($1, $2)', [value, name]);
  }
}
