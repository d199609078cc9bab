import { PostgresAdapter, sql, type Kysely } from "kysely";
import { up as stepsAsText } from "./0940_steps_function";

/**
 * PostgreSQL only: a step of tessera_steps (0940) may name a statement prepared on the
 * connection instead of giving its text: `{"run": name, "args": "'a', NULL, '5'"}` runs
 * `EXECUTE name(args)`, so the server plans a checkout's statements once per connection
 * instead of on every call. `{"sql": ...}` steps run as before. A prepared step that may refuse
 * must answer its rows (RETURNING), as the count of rows an EXECUTE changed reads as 0 otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create or replace function tessera_steps(steps jsonb) returns jsonb language plpgsql volatile as $$
declare
  step jsonb;
  statement text;
  answer record;
  answers jsonb := '[]'::jsonb;
  changed bigint;
  refused text;
  detail jsonb;
begin
  begin
    for step in select value from jsonb_array_elements(steps) loop
      if step ? 'run' then
        statement := 'execute ' || quote_ident(step->>'run') || coalesce('(' || nullif(step->>'args', '') || ')', '');
      else
        statement := step->>'sql';
      end if;
      if coalesce((step->>'returns')::boolean, false) then
        execute statement into answer;
        get diagnostics changed = row_count;
        answers := answers || jsonb_build_array(case when changed > 0 then to_jsonb(answer) end);
      else
        execute statement;
        get diagnostics changed = row_count;
        answers := answers || jsonb_build_array(null::jsonb);
      end if;
      if changed = 0 and step ? 'refuse' then
        refused := step->>'refuse';
        raise exception using errcode = 'P0001', message = 'tessera.steps_refused';
      end if;
    end loop;
  exception when sqlstate 'P0001' then
    if refused is null then
      raise;
    end if;
    if step ? 'explain' then
      execute step->>'explain' into answer;
      get diagnostics changed = row_count;
      if changed > 0 then
        detail := to_jsonb(answer);
      end if;
    end if;
    return jsonb_build_object('refused', refused, 'detail', detail);
  end;
  return jsonb_build_object('rows', answers);
end
$$`.execute(db);
}

/** Puts back the function of 0940, which takes statements only as their text. */
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function tessera_steps(jsonb)`.execute(db);
  await stepsAsText(db);
}
