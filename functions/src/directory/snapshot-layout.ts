import { familyIdOfKey, type DirectoryItem } from './directory-entry.ts';

/**
 * A Firestore document holds at most 1 MiB; a shard's families and keys stay under this budget,
 * which leaves room for the other fields and the document name.
 */
export const SHARD_BUDGET_BYTES = 900_000;

export interface Shard {
  keys: string[];
  families: string[];
}

/** What an item costs in a shard: Firestore counts a string as its UTF-8 bytes plus one. */
export function itemBytes(item: DirectoryItem): number {
  return Buffer.byteLength(item.json) + 1 + Buffer.byteLength(item.key) + 1;
}

/**
 * Packs items, in order, into as few shards as fit the byte budget (never by count: families differ
 * in size). Always at least one shard, so an empty directory is still a snapshot.
 */
export function packShards(items: readonly DirectoryItem[], budget = SHARD_BUDGET_BYTES): Shard[] {
  const shards: Shard[] = [{ keys: [], families: [] }];
  let used = 0;
  for (const item of items) {
    const bytes = itemBytes(item);
    let shard = shards[shards.length - 1]!;
    if (shard.keys.length > 0 && used + bytes > budget) {
      shard = { keys: [], families: [] };
      shards.push(shard);
      used = 0;
    }
    shard.keys.push(item.key);
    shard.families.push(item.json);
    used += bytes;
  }
  return shards;
}

export function unpackShards(shards: readonly Shard[]): DirectoryItem[] {
  return shards.flatMap((shard) => shard.keys.map((key, i) => ({ key, json: shard.families[i] ?? '' })));
}

/** The API's answer: the families' JSON joined into one array, byte for byte what is hashed. */
export function directoryBody(families: readonly string[]): string {
  return `[${families.join(',')}]`;
}

/**
 * The items with this family's entry replaced by `item` (or removed when it is null), kept in key
 * order. `changed` is false when the family's entry was already exactly that.
 */
export function spliceFamily(
  items: readonly DirectoryItem[],
  familyId: string,
  item: DirectoryItem | null,
): { items: DirectoryItem[]; changed: boolean } {
  const index = items.findIndex((i) => familyIdOfKey(i.key) === familyId);
  const current = index >= 0 ? items[index]! : null;
  if (current?.key === item?.key && current?.json === item?.json) return { items: [...items], changed: false };
  const rest = index >= 0 ? [...items.slice(0, index), ...items.slice(index + 1)] : [...items];
  if (item) {
    let low = 0;
    let high = rest.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (rest[mid]!.key < item.key) low = mid + 1;
      else high = mid;
    }
    rest.splice(low, 0, item);
  }
  return { items: rest, changed: true };
}

/** Items in directory order (a rebuild gathers them unordered). */
export function sortItems(items: DirectoryItem[]): DirectoryItem[] {
  return items.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
