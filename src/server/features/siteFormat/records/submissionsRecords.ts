import { z } from "zod";
import { FORM_FIELD_TYPE, type FormFieldType } from "../../../../domain/enumerations/formFieldTypes";
import { formsRepository } from "../../forms/formsRepository";
import { censusShape } from "../../forms/submissionPayload";
import { searchTextOf, type SubmittedField } from "../../forms/submissionSnapshot";
import { assertDistinct, recordId, recordTime } from "./recordFields";
import { assertIdsFree } from "../idsFree";
import type { RecordSection } from "./recordSection";

/** Most submissions one site file may carry. */
const MAX_SUBMISSIONS = 1_000_000;

const text = (max: number) => z.string().max(max);

const submittedFieldSchema = z.strictObject({
  id: text(64),
  title: text(1000),
  type: z.enum(Object.values(FORM_FIELD_TYPE) as [FormFieldType, ...FormFieldType[]]),
  value: z.union([text(20_000), z.array(text(20_000)).max(200), z.record(text(1000), text(20_000))]),
});

const submissionSchema = z.strictObject({
  id: recordId,
  /** The form it was sent with; it may since have been deleted (the inbox keeps its name). */
  formId: recordId,
  formName: text(200),
  fields: z.array(submittedFieldSchema).max(200),
  collectionId: text(100),
  objectName: text(200),
  isOverlayForm: z.boolean(),
  submitButtonText: text(200),
  pageTitle: text(1000),
  pageId: text(100),
  contentSource: z.enum(["i", "c"]),
  pagePath: text(2000),
  pagePermissionTypeValue: z.number().int().min(0).max(100),
  census: z.strictObject(censusShape).partial(),
  createdAt: recordTime,
});

/** A stored form submission as a site file's records carry it. */
type SiteFileSubmission = z.infer<typeof submissionSchema>;

/** The owner's inbox of form submissions, each with its fields as they were when it was sent. */
export const submissionsRecords: RecordSection<SiteFileSubmission[]> = {
  key: "formSubmissions",
  schema: z.array(submissionSchema).max(MAX_SUBMISSIONS).default([]),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("formSubmissions").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check(submissions, _context, db) {
    const ids = submissions.map((submission, index) => ({ id: submission.id, path: `records.formSubmissions[${index}].id` }));
    assertDistinct(
      ids.map(({ id, path }) => ({ value: id, path })),
      "is used by another submission.",
    );
    await assertIdsFree(db, "formSubmissions", null, ids);
  },

  async exportRecords(db, websiteId) {
    const rows = await db.selectFrom("formSubmissions").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
    return rows.map((row) => ({
      id: row.id,
      formId: row.formId,
      formName: row.formName,
      fields: JSON.parse(row.fieldsJson) as SubmittedField[],
      collectionId: row.collectionId,
      objectName: row.objectName,
      isOverlayForm: Boolean(row.isOverlayForm),
      submitButtonText: row.submitButtonText,
      pageTitle: row.pageTitle,
      pageId: row.pageId,
      contentSource: row.contentSource as "i" | "c",
      pagePath: row.pagePath,
      pagePermissionTypeValue: Number(row.pagePermissionTypeValue),
      census: JSON.parse(row.censusJson) as SiteFileSubmission["census"],
      createdAt: row.createdAt,
    }));
  },

  async importRecords(db, context, submissions) {
    for (const { fields, census, isOverlayForm, ...submission } of submissions) {
      await formsRepository.insertSubmission(db, {
        ...submission,
        websiteId: context.websiteId,
        fieldsJson: JSON.stringify(fields),
        searchText: searchTextOf(fields),
        isOverlayForm: isOverlayForm ? 1 : 0,
        censusJson: JSON.stringify(census),
      });
    }
  },
};
