import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL only: tessera_steps(steps) runs a durable piece of work given as a list of
 * statements, all or none, inside whatever transaction calls it, so many pieces of work can
 * share one transaction and one round trip (durableSteps). Each step is `{"sql": ...}`, with
 * `"returns": true` when its row goes into the answer and `"refuse": reason` when changing no
 * row must undo the steps before it; such a refusal answers `{"refused": reason, "detail": row}`,
 * the row being the first of the step's `"explain"` statement read after the undo. Otherwise it
 * answers `{"rows": [...]}`, one entry per step (null when it returns nothing). Any other error
 * is raised as it is. SQLite runs the same steps through its own group commit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create function tessera_steps(steps jsonb) returns jsonb language plpgsql volatile as $$
declare
  step jsonb;
  answer record;
  answers jsonb := '[]'::jsonb;
  changed bigint;
  refused text;
  detail jsonb;
begin
  begin
    for step in select value from jsonb_array_elements(steps) loop
      if coalesce((step->>'returns')::boolean, false) then
        execute step->>'sql' into answer;
        get diagnostics changed = row_count;
        answers := answers || jsonb_build_array(case when changed > 0 then to_jsonb(answer) end);
      else
        execute step->>'sql';
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

/** Drops the function. */
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function tessera_steps(jsonb)`.execute(db);
}
