/**
 * A small compound file (MS-CFB, version 3) with the given entries under its root, each stream
 * empty: what Word 97-2003 documents, Windows installers and old Excel workbooks are made of.
 * `{ name, children }` is a storage, `{ name }` a stream. One FAT sector, then the directory.
 */
export interface CompoundEntry {
  name: string;
  children?: CompoundEntry[];
}

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

export function compoundFile(rootChildren: CompoundEntry[]): Buffer {
  // Every entry, breadth first, with its children's indexes.
  const entries: { name: string; type: number; children: number[] }[] = [
    { name: "Root Entry", type: 5, children: [] },
  ];
  const queue: [number, CompoundEntry[]][] = [[0, rootChildren]];
  while (queue.length > 0) {
    const [parent, children] = queue.shift() ?? [0, []];
    for (const child of children) {
      const index = entries.length;
      entries.push({ name: child.name, type: child.children ? 1 : 2, children: [] });
      entries[parent]?.children.push(index);
      if (child.children) queue.push([index, child.children]);
    }
  }
  const directorySectors = Math.ceil(entries.length / (SECTOR / 128));
  const file = Buffer.alloc(SECTOR * (2 + directorySectors));
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c);
  file.writeUInt32LE(1, 0x30);
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(END_OF_CHAIN, 0x3c);
  file.writeUInt32LE(END_OF_CHAIN, 0x44);
  for (let i = 0; i < 109; i++) file.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + 4 * i);
  // The FAT: sector 0 is itself, the directory's sectors follow one another.
  const fat = SECTOR;
  for (let i = 0; i < SECTOR / 4; i++) file.writeUInt32LE(FREE, fat + 4 * i);
  file.writeUInt32LE(FAT_SECTOR, fat);
  for (let i = 1; i <= directorySectors; i++)
    file.writeUInt32LE(i === directorySectors ? END_OF_CHAIN : i + 1, fat + 4 * i);
  entries.forEach((entry, index) => {
    const at = 2 * SECTOR + index * 128;
    const name = Buffer.from(`${entry.name}\u0000`, "utf16le");
    name.copy(file, at, 0, Math.min(64, name.length));
    file.writeUInt16LE(Math.min(64, name.length), at + 0x40);
    file.writeUInt8(entry.type, at + 0x42);
    file.writeUInt8(1, at + 0x43);
    file.writeUInt32LE(NO_STREAM, at + 0x44);
    file.writeUInt32LE(NO_STREAM, at + 0x48);
    file.writeUInt32LE(entry.children[0] ?? NO_STREAM, at + 0x4c);
    file.writeUInt32LE(END_OF_CHAIN, at + 0x74);
  });
  // Siblings as a chain of right links: a valid, if unbalanced, tree.
  for (const entry of entries)
    entry.children.forEach((child, i) => {
      const next = entry.children[i + 1];
      if (next !== undefined) file.writeUInt32LE(next, 2 * SECTOR + child * 128 + 0x48);
    });
  return file;
}

/** A Word 97-2003 document's container: the streams Word writes at its root. */
export const wordDocument = () =>
  compoundFile([{ name: "WordDocument" }, { name: "1Table" }, { name: "\u0005SummaryInformation" }]);

/** A Windows installer's container: no WordDocument stream. */
export const windowsInstaller = () =>
  compoundFile([
    { name: "\u0005SummaryInformation" },
    { name: "\u4840\u3f3f\u4577\u446c\u3b6a\u45e4\u4824" },
  ]);
