import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backend, onPglite } from './support';
import { bind, execute, flush, openWire, parse, sync } from './wire';

// PGlite is one session that every connection shares: a connection's Parse … Sync batch must
// not be split by another connection's, whose Parse would replace its unnamed statement. (A
// server gives each connection a session of its own, and wants a password this client lacks.)
describe.skipIf(!onPglite)('a connection to the database', () => {
  const other = new pg.Client({ connectionString: backend.dbUrl });
  afterAll(() => other.end());

  it('keeps its extended-query batch whole while another connection queries', async () => {
    const wire = await openWire(backend.dbUrl);
    try {
      await other.connect();
      await wire.send([parse('select $1::text as mine'), flush()]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const theirs = other.query<{ theirs: string }>('select $1::text || $2::text as theirs', [
        'a',
        'b',
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mine = await wire.send([bind(['mine']), execute(), sync()], { untilReady: true });
      expect(mine).toEqual({ values: ['mine'], errors: [] });
      expect((await theirs).rows).toEqual([{ theirs: 'ab' }]);
    } finally {
      wire.close();
    }
  });

  it('that closes while its statement runs, mid-batch, leaves the session to the others', async () => {
    const wire = await openWire(backend.dbUrl);
    const busy = `do $$ begin while clock_timestamp() < now() + interval '1 s' loop end loop; end $$`;
    await wire.send([parse(busy), bind([]), execute(), flush()]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    wire.close();
    const { rows } = await other.query('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
  });
});
