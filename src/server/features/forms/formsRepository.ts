import { sql } from "kysely";
import type { Db } from "../../../db/database";
import type { FormSubmissionRow } from "../../../db/schema";
import type { FormDefinition } from "../../../domain/forms/formDefinition";
import { formFromRow, formToRow } from "./formRecord";

/** A portable "search_text contains term" condition: LIKE wildcards in the term match literally. */
function searchTextContains(term: string) {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`search_text like ${pattern} escape '\\'`;
}

/** Which submissions of a form to list. */
export interface SubmissionQuery {
  websiteId: string;
  formId: string;
  /** Lowercased text the submission's values must contain, or "". */
  search: string;
  limit: number;
  offset: number;
}

/** All SQL about form definitions and submissions. */
export const formsRepository = {
  async listForms(db: Db, websiteId: string): Promise<FormDefinition[]> {
    const rows = await db.selectFrom("forms").selectAll().where("websiteId", "=", websiteId).orderBy("name").orderBy("id").execute();
    return rows.map(formFromRow);
  },

  /** How many forms a site has. */
  async countForms(db: Db, websiteId: string): Promise<number> {
    const row = await db
      .selectFrom("forms")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .where("websiteId", "=", websiteId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },

  async findForm(db: Db, websiteId: string, id: string): Promise<FormDefinition | null> {
    const row = await db.selectFrom("forms").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return row ? formFromRow(row) : null;
  },

  async findForms(db: Db, websiteId: string, ids: readonly string[]): Promise<FormDefinition[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom("forms")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("id", "in", [...ids])
      .execute();
    return rows.map(formFromRow);
  },

  /** The site that owns a form id, if any (ids are unique across sites). */
  async ownerOf(db: Db, id: string): Promise<string | null> {
    const row = await db.selectFrom("forms").select("websiteId").where("id", "=", id).executeTakeFirst();
    return row?.websiteId ?? null;
  },

  async insertForm(db: Db, websiteId: string, form: FormDefinition): Promise<void> {
    await db.insertInto("forms").values(formToRow(form, websiteId)).execute();
  },

  async updateForm(db: Db, websiteId: string, form: FormDefinition): Promise<void> {
    const { id: _id, websiteId: _site, createdAt: _created, ...changes } = formToRow(form, websiteId);
    await db.updateTable("forms").set(changes).where("websiteId", "=", websiteId).where("id", "=", form.id).execute();
  },

  async deleteForm(db: Db, websiteId: string, id: string): Promise<boolean> {
    const result = await db.deleteFrom("forms").where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  async deleteFormsOfSite(db: Db, websiteId: string): Promise<void> {
    await db.deleteFrom("forms").where("websiteId", "=", websiteId).execute();
  },

  async insertSubmission(db: Db, row: FormSubmissionRow): Promise<void> {
    await db.insertInto("formSubmissions").values(row).execute();
  },

  async listSubmissions(db: Db, query: SubmissionQuery): Promise<FormSubmissionRow[]> {
    let select = db.selectFrom("formSubmissions").selectAll().where("websiteId", "=", query.websiteId).where("formId", "=", query.formId);
    if (query.search) select = select.where(searchTextContains(query.search));
    return select.orderBy("createdAt", "desc").orderBy("id", "desc").limit(query.limit).offset(query.offset).execute();
  },

  async countSubmissions(db: Db, query: Omit<SubmissionQuery, "limit" | "offset">): Promise<number> {
    let select = db
      .selectFrom("formSubmissions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("websiteId", "=", query.websiteId)
      .where("formId", "=", query.formId);
    if (query.search) select = select.where(searchTextContains(query.search));
    const row = await select.executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  /** Submission counts per form of a site. */
  async countByForm(db: Db, websiteId: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom("formSubmissions")
      .select(["formId", (eb) => eb.fn.countAll<number>().as("count")])
      .where("websiteId", "=", websiteId)
      .groupBy("formId")
      .execute();
    return new Map(rows.map((r) => [r.formId, Number(r.count)]));
  },
};
