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
    return group.map((item) => () => events.push(`settle ${item}`));
  });
  queue.add("a");
  await nextTurn();
  queue.add("b");
  queue.add("c");
  releaseFirst();
  for (let turn = 0; turn < 20 && events.length < 4; turn++) await nextTurn();
  expect(events).toEqual(["commit a", "commit b,c", "settle a", "settle b", "settle c"]);
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

test("callers handed back go on ten per turn of the event loop, so what arrives meanwhile is read between them", async () => {
  let settled = 0;
  const queue = new GroupQueue<number>(100, async (group) => group.map(() => () => settled++));
  for (let item = 0; item < 25; item++) queue.add(item);
  const seen: number[] = [];
  for (let turn = 0; turn < 20 && settled < 25; turn++) {
    await nextTurn();
    if (!seen.includes(settled)) seen.push(settled);
  }
  expect(seen.filter((count) => count > 0)).toEqual([10, 20, 25]);
});

test("a whole group starts as soon as it is waiting, before the turn of the event loop a smaller one waits for, and what comes after it waits for the next", async () => {
  const groups: string[][] = [];
  let releaseFirst!: () => void;
  const firstCommitted = new Promise<void>((resolve) => (releaseFirst = resolve));
  const queue = new GroupQueue<string>(3, async (group) => {
    groups.push(group);
    if (groups.length === 1) await firstCommitted;
  });
  queue.add("a");
  queue.add("b");
  await Promise.resolve();
  expect(groups).toEqual([]);
  queue.add("c");
  queue.add("d");
  // A few microtasks, within the same turn of the event loop.
  for (let hop = 0; hop < 10 && groups.length === 0; hop++) await Promise.resolve();
  expect(groups).toEqual([["a", "b", "c"]]);
  releaseFirst();
  for (let turn = 0; turn < 20 && groups.length < 2; turn++) await nextTurn();
  expect(groups).toEqual([["a", "b", "c"], ["d"]]);
});
