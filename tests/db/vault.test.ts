import { describe, expect, it } from 'vitest';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { database } from './support';

const db = database();

// What Supabase Vault 0.3.1 lets postgres do, as the scripts and docs use it. The local stand-in
// (scripts/backend/sql/vault-shim.sql) must do the same; these tests hold for Vault itself too.
describe('Vault', () => {
  it('stores and changes secrets through create_secret and update_secret', async () => {
    const name = uniqueSlug('vault-probe');
    const [created] = await db.query<{ id: string }>(
      `select vault.create_secret('first', $1, 'a probe') as id`,
      [name],
    );
    try {
      await db.query(`select vault.update_secret($1, 'second')`, [created?.id]);
      const rows = await db.query(
        'select decrypted_secret, description from vault.decrypted_secrets where name = $1',
        [name],
      );
      expect(rows).toEqual([{ decrypted_secret: 'second', description: 'a probe' }]);
      await expect(db.query(`select vault.create_secret('third', $1)`, [name])).rejects.toThrow(
        /secrets_name_idx/,
      );
    } finally {
      await db.query('delete from vault.secrets where name = $1', [name]);
    }
    expect(await db.query('select from vault.secrets where name = $1', [name])).toEqual([]);
  });

  it('lets postgres write its tables only through those functions', async (context) => {
    const [me] = await db.query<{ superuser: boolean }>(
      'select rolsuper as superuser from pg_roles where rolname = current_user',
    );
    // A superuser (PGlite's only user) writes any table: as on Supabase, where it is the platform.
    if (me?.superuser) context.skip();

    await expect(
      db.query(`insert into vault.secrets (secret, name) values ('x', $1)`, [uniqueSlug('vault')]),
    ).rejects.toThrow(/permission denied for table secrets/);
    await expect(db.query(`update vault.secrets set description = 'x'`)).rejects.toThrow(
      /permission denied for table secrets/,
    );
  });
});
