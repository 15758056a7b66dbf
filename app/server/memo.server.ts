/**
 * Sets `key` in a map kept as a memo of at most `limit` entries: the key moves to the newest place,
 * and when the memo is full the oldest entry is forgotten first. Map keeps insertion order, so the
 * oldest is the first key.
 */
export function remember<K, V>(memo: Map<K, V>, key: K, value: V, limit: number) {
  memo.delete(key);
  if (memo.size >= limit) memo.delete(memo.keys().next().value as K);
  memo.set(key, value);
}
