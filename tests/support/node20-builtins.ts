// Vitest 5 needs Node 22.12: its own process calls three built-ins Node 20 lacks (the reporter
// groups a failure's attempts, snapshots group by kind, the watcher awaits a deferred promise).
// The machines still on Node 20 (README, Set-up) get them here; this file goes with Node 20.

function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  let index = 0;
  for (const item of items) {
    const key = keyOf(item, index++);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function withResolvers<T>() {
  let resolve: (value: T | PromiseLike<T>) => void = () => {};
  let reject: (reason?: unknown) => void = () => {};
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const node20 = {
  map: Map as { groupBy?: typeof groupBy },
  object: Object as { groupBy?: (...args: Parameters<typeof groupBy>) => Record<PropertyKey, unknown[]> },
  promise: Promise as { withResolvers?: typeof withResolvers },
};
node20.map.groupBy ??= groupBy;
node20.object.groupBy ??= (items, keyOf) =>
  Object.assign(Object.create(null), Object.fromEntries(groupBy(items, keyOf)));
node20.promise.withResolvers ??= withResolvers;
