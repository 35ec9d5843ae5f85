-- Stand-in for pg_net 0.20.4 where the extension cannot be installed (PGlite, a plain Postgres):
-- its two tables, its grants, and net.http_post with the same checks (the Content-Type rule, the
-- header added when missing, params encoded into the URL, a null body allowed). The local
-- backend's net worker (scripts/backend/net-worker.mjs) plays pg_net's background worker.
-- Installed like an extension, by the database's superuser where there is one; run again at each
-- start by its owner, which brings a stand-in made by an older version up to date.
create schema if not exists net;

create table if not exists net.http_request_queue (
  id bigserial,
  method text not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

create index if not exists _http_response_created_idx on net._http_response (created);

-- Percent-encodes everything but RFC 3986's unreserved characters, as libcurl's curl_escape.
create or replace function net._urlencode_string(string varchar)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select coalesce(string_agg(
    case
      when b between 48 and 57 or b between 65 and 90 or b between 97 and 122 or b in (45, 46, 95, 126)
        then chr(b)
      else '%' || upper(lpad(to_hex(b), 2, '0'))
    end, '' order by i), '')
  from (
    select i, get_byte(bytes, i) as b
    from (select convert_to(string, 'UTF8') as bytes) as s,
         generate_series(0, octet_length(bytes) - 1) as i
  ) as encoded;
$$;

-- Appends already encoded key=value pairs to the URL's query, before any fragment.
create or replace function net._encode_url_with_params_array(url text, params_array text[])
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select case
    when cardinality(params_array) = 0 then url
    else split_part(url, '#', 1)
      || case when strpos(split_part(url, '#', 1), '?') > 0 then '&' else '?' end
      || array_to_string(params_array, '&')
      || coalesce(substring(url from '#.*$'), '')
  end;
$$;

create or replace function net.http_post(
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
  content_type text;
  params_array text[];
begin
  select header_value into content_type
  from jsonb_each_text(coalesce(headers, '{}'::jsonb)) as h(header_name, header_value)
  where lower(header_name) = 'content-type'
  limit 1;

  -- pg_net's rules: a missing Content-Type is added (to headers that are not null), and any
  -- other than exactly application/json is refused.
  if content_type is null then
    headers := headers || '{"Content-Type": "application/json"}'::jsonb;
  end if;
  if content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;

  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
  into params_array
  from jsonb_each_text(params);

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'POST',
    net._encode_url_with_params_array(url, params_array),
    headers,
    convert_to(body::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id into request_id;
  return request_id;
end;
$$;

-- pg_net grants its schema, tables and sequences to PUBLIC, and leaves its functions executable
-- by PUBLIC (Supabase's own grants to postgres and the API roles add nothing to that).
grant usage on schema net to public;
grant all on all tables in schema net to public;
grant all on all sequences in schema net to public;
grant execute on all functions in schema net to public;
