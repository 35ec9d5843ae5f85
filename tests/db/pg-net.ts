import { database, waitFor } from './support';

type Database = ReturnType<typeof database>;

export interface NetResponse {
  id: string;
  status_code: number | null;
  content: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

/** The response pg_net (or its stand-in) recorded for a request, once there is one. */
export const responseFor = (db: Database, id: string) =>
  waitFor(async () => {
    const [row] = await db.query<NetResponse>(
      'select id::text, status_code, content, timed_out, error_msg from net._http_response where id = $1',
      [id],
    );
    return row;
  });

/** The id of the request queued last. */
export async function lastRequestId(db: Database) {
  const [row] = await db.query<{ id: string | null }>(
    `select greatest(
       (select max(id) from net.http_request_queue),
       (select max(id) from net._http_response))::text as id`,
  );
  return row?.id ?? '0';
}
