/**
 * Runs `work` on every item with each worker (a browser page of its own, say) at once, each taking
 * the next item when done with its last, so long and short items even out across the workers.
 */
export async function shareWork<Item, Worker>(
  items: readonly Item[],
  workers: readonly Worker[],
  work: (worker: Worker, item: Item) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    workers.map(async (worker) => {
      while (next < items.length) await work(worker, items[next++]!);
    }),
  );
}
