import type { Db } from "./database";

/** One of something per database handle (a group commit, say), made when first asked for and gone with the handle. */
export function perDatabase<T extends object>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let thing = made.get(db);
    if (!thing) {
      thing = make(db);
      made.set(db, thing);
    }
    return thing;
  };
}
