import type { Db } from "../../../db/database";
import type { EventDetailsRow } from "../../../db/schema";
import { ITEM_TYPE } from "../../../domain/enumerations/itemTypes";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import type { EventDetails } from "../../../domain/events/eventDetails";
import { zonedMoment } from "../../../domain/events/zonedTime";

/** An event item's stored fields with the item's title, path and excerpt. */
export interface EventRow extends EventDetailsRow {
  title: string;
  urlPath: string;
  excerpt: string;
}

/** An event's own fields as the owner entered them. */
export function eventDetailsOf(row: EventDetailsRow): EventDetails {
  return {
    startDate: row.startDate,
    startTime: row.startTime,
    endDate: row.endDate,
    endTime: row.endTime,
    timeZone: row.timeZone,
    location: row.location,
  };
}

/** The SQL of event fields (table event_details, one row per event item). */
export const eventsRepository = {
  /** Writes an event's fields, computing its UTC start and end from the wall times and zone. */
  async save(db: Db, ids: { websiteId: string; collectionId: string; itemId: string }, details: EventDetails): Promise<void> {
    const changes = {
      ...details,
      startsAt: zonedMoment(details.startDate, details.startTime, details.timeZone).toISOString(),
      endsAt: zonedMoment(details.endDate, details.endTime, details.timeZone).toISOString(),
    };
    await db
      .insertInto("eventDetails")
      .values({ ...ids, ...changes })
      .onConflict((conflict) => conflict.column("itemId").doUpdateSet(changes))
      .execute();
  },

  async find(db: Db, websiteId: string, itemId: string): Promise<EventDetailsRow | null> {
    const row = await db.selectFrom("eventDetails").selectAll().where("websiteId", "=", websiteId).where("itemId", "=", itemId).executeTakeFirst();
    return row ?? null;
  },

  /** The fields of the events among some items of a site, by item id (drafts included, for a page of the owner's list). */
  async ofItems(db: Db, websiteId: string, itemIds: readonly string[]): Promise<Map<string, EventDetailsRow>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("eventDetails")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("itemId", "in", [...itemIds])
      .execute();
    return new Map(rows.map((row) => [row.itemId, row]));
  },

  /** Every event's fields in a collection, by item id (drafts included, for the site's export). */
  async ofCollection(db: Db, websiteId: string, collectionId: string): Promise<Map<string, EventDetailsRow>> {
    const rows = await db.selectFrom("eventDetails").selectAll().where("websiteId", "=", websiteId).where("collectionId", "=", collectionId).execute();
    return new Map(rows.map((row) => [row.itemId, row]));
  },

  /**
   * The live events of one collection (published, or scheduled and due at `now`), soonest first;
   * with a null collection, of every events collection of the site.
   */
  async live(db: Db, websiteId: string, collectionId: string | null, now: Date): Promise<EventRow[]> {
    let query = db
      .selectFrom("eventDetails")
      .innerJoin("items", "items.id", "eventDetails.itemId")
      .selectAll("eventDetails")
      .select(["items.title", "items.urlPath", "items.excerpt", "items.publishState", "items.publishOn"])
      .where("eventDetails.websiteId", "=", websiteId)
      .where("items.recordType", "=", ITEM_TYPE.EVENT)
      .where("items.publishState", "in", [PUBLISH_STATE.PUBLISHED, PUBLISH_STATE.SCHEDULED]);
    if (collectionId !== null) query = query.where("eventDetails.collectionId", "=", collectionId);
    const rows = await query.orderBy("eventDetails.startsAt").orderBy("eventDetails.itemId").execute();
    return rows
      .filter((row) => row.publishState === PUBLISH_STATE.PUBLISHED || (row.publishOn !== null && new Date(row.publishOn) <= now))
      .map(({ publishState: _state, publishOn: _on, ...row }) => row);
  },

  /** The published layouts (parsed JSON) of some events, by item id, for their pictures. */
  async publishedLayouts(db: Db, websiteId: string, itemIds: string[]): Promise<Map<string, unknown>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("blockLayouts")
      .select(["ownerId", "publishedJson"])
      .where("websiteId", "=", websiteId)
      .where("ownerId", "in", itemIds)
      .where("publishedJson", "is not", null)
      .execute();
    return new Map(rows.map((row) => [row.ownerId, JSON.parse(row.publishedJson!) as unknown]));
  },
};
