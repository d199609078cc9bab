import { expect, test } from "vitest";
import { GroupQueue } from "./groupQueue";

/** One turn of the event loop. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test("a group's callers go on only once the next group, of the work that waited meanwhile, has started", async () => {
  const events: string[] = [];
  let releaseFirst!: () => void;
  const firstCommitted = new Promise<void>((resolve) => (releaseFirst = resolve));
  const queue = new GroupQueue<string>(10, async (group) => {
    events.push(`commit ${group.join(",")}`);
    if (group.includes("a")) await firstCommitted;
    return () => events.push(`settle ${group.join(",")}`);
  });
  queue.add("a");
  await nextTurn();
  queue.add("b");
  queue.add("c");
  releaseFirst();
  for (let turn = 0; turn < 20 && events.length < 4; turn++) await nextTurn();
  expect(events).toEqual(["commit a", "commit b,c", "settle a", "settle b,c"]);
});

test("an owner that settles its callers itself has its groups run one after another, at most maxGroup at a time", async () => {
  const groups: string[][] = [];
  const queue = new GroupQueue<string>(2, async (group) => {
    groups.push(group);
  });
  for (const item of ["a", "b", "c", "d", "e"]) queue.add(item);
  for (let turn = 0; turn < 20 && groups.flat().length < 5; turn++) await nextTurn();
  expect(groups).toEqual([["a", "b"], ["c", "d"], ["e"]]);
});
