import { PostgresAdapter, sql, type Kysely } from "kysely";
import { up as stepsByName } from "./0950_prepared_steps";

/**
 * PostgreSQL only: a refusing step of tessera_steps (0940, 0950) may name `"otherwise"`, steps
 * run after the undo when it refuses, in the same transaction, each answering its first row
 * (so each must return rows, `RETURNING`): the refusal answers them as `"after"`. A checkout
 * refused for stock sold out so stores its answer in the call that was refused, instead of a
 * call of its own. The body is 0950's with that one addition, as `create or replace` needs it whole;
 * a step and an `otherwise` statement become the text they run in one function of their own,
 * tessera_step_statement (by name with its values, or as given).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create or replace function tessera_step_statement(step jsonb) returns text language sql immutable as $$
select case when step ? 'run'
  then 'execute ' || quote_ident(step->>'run') || coalesce('(' || nullif(step->>'args', '') || ')', '')
  else step->>'sql'
end
$$`.execute(db);
  await sql`create or replace function tessera_steps(steps jsonb) returns jsonb language plpgsql volatile as $$
declare
  step jsonb;
  fallback jsonb;
  statement text;
  answer record;
  answers jsonb := '[]'::jsonb;
  after jsonb := '[]'::jsonb;
  changed bigint;
  refused text;
  detail jsonb;
begin
  begin
    for step in select value from jsonb_array_elements(steps) loop
      statement := tessera_step_statement(step);
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
    for fallback in select value from jsonb_array_elements(coalesce(step->'otherwise', '[]'::jsonb)) loop
      execute tessera_step_statement(fallback) into answer;
      get diagnostics changed = row_count;
      after := after || jsonb_build_array(case when changed > 0 then to_jsonb(answer) end);
    end loop;
    return jsonb_build_object('refused', refused, 'detail', detail, 'after', after);
  end;
  return jsonb_build_object('rows', answers);
end
$$`.execute(db);
}

/** Puts back the function of 0950, without `otherwise`. */
export async function down(db: Kysely<any>): Promise<void> {
  await stepsByName(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop function if exists tessera_step_statement(jsonb)`.execute(db);
}
