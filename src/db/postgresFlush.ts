/**
 * Opens a PostgreSQL transaction whose commit does not wait for its log flush, so the row
 * locks it holds (a product's stock, which every buyer of a flash sale updates) are released
 * at once instead of after a disk write.
 */
export const BEGIN_UNFLUSHED = "begin; set local synchronous_commit = off";

/**
 * After a commit that did not wait for its flush: flushes the log up to a synchronous commit
 * of its own (a transactional logical message, which nothing reads), so the commit before it
 * is on disk when the round trip answers. If the commit fails the message is never sent.
 */
export const FLUSH_AFTER_COMMIT = "select pg_logical_emit_message(true, 'tessera.durable', '')";
