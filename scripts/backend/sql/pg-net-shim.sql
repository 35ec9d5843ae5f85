-- Stand-in for pg_net where the extension cannot be installed (PGlite, a plain Postgres).
-- Same net.http_post signature and the same two tables; the local backend's net worker reads
-- the queue after commit, sends each request and records the outcome in net._http_response.
create schema net;
revoke all on schema net from public;

create table net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  params jsonb not null default '{}'::jsonb,
  headers jsonb not null default '{}'::jsonb,
  body bytea,
  timeout_milliseconds integer not null
);

create table net._http_response (
  id bigint primary key,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  request_id bigint;
begin
  if body is null then
    raise exception 'body must not be null';
  end if;

  insert into net.http_request_queue (method, url, params, headers, body, timeout_milliseconds)
  values (
    'POST',
    url,
    coalesce(params, '{}'::jsonb),
    coalesce(headers, '{}'::jsonb),
    convert_to(body::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id into request_id;
  return request_id;
end;
$$;

revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
