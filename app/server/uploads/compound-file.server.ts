import { open } from "node:fs/promises";

// Just enough of MS-CFB to find a root `WordDocument` stream. The bytes are a visitor's: every number
// is checked before it is followed, every chain visits a sector once, and anything malformed is "no".

/** Reads `length` bytes at `offset`; fewer only past the end of the file. */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_BYTES = 512;
/** The FAT sectors the header names itself; the DIFAT chain names the rest. */
const HEADER_DIFAT = 109;
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const ENTRY_BYTES = 128;
const STREAM = 2;
const ROOT = 5;

/** Padded with zeros where the file ends early. */
async function readView(read: ReadAt, offset: number, length: number): Promise<DataView> {
  const bytes = new Uint8Array(length);
  bytes.set((await read(offset, length)).subarray(0, length));
  return new DataView(bytes.buffer);
}

export async function hasWordDocumentStream(read: ReadAt, size: number): Promise<boolean> {
  if (size < HEADER_BYTES) return false;
  const header = await readView(read, 0, HEADER_BYTES);
  if (!SIGNATURE.every((byte, i) => header.getUint8(i) === byte)) return false;
  const version = header.getUint16(0x1a, true);
  const shift = header.getUint16(0x1e, true);
  if (header.getUint16(0x1c, true) !== 0xfffe) return false;
  if (!((version === 3 && shift === 9) || (version === 4 && shift === 12))) return false;
  const sectorSize = 2 ** shift;
  const idsPerSector = sectorSize / 4;
  // Sector n starts at (n + 1) * sectorSize: a number at or past this names nothing in the file.
  const sectors = Math.ceil(size / sectorSize) - 1;
  const isSector = (id: number) => id < sectors;
  const sector = (id: number) => readView(read, (id + 1) * sectorSize, sectorSize);
  // FAT and directory sectors are read once each, however the chains and the tree revisit them.
  const readSectors = new Map<number, Promise<DataView>>();
  const cachedSector = (id: number) => {
    const view = readSectors.get(id) ?? sector(id);
    readSectors.set(id, view);
    return view;
  };

  const fatCount = header.getUint32(0x2c, true);
  if (fatCount > sectors) return false;
  const fat: number[] = [];
  for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT); i++) fat.push(header.getUint32(0x4c + 4 * i, true));
  const difatSeen = new Set<number>();
  for (let id = header.getUint32(0x44, true); fat.length < fatCount; ) {
    if (!isSector(id) || difatSeen.has(id)) return false;
    difatSeen.add(id);
    const ids = await sector(id);
    for (let i = 0; i < idsPerSector - 1 && fat.length < fatCount; i++) fat.push(ids.getUint32(4 * i, true));
    id = ids.getUint32(sectorSize - 4, true);
  }

  const nextOf = async (id: number): Promise<number | null> => {
    const fatSector = fat[Math.floor(id / idsPerSector)];
    if (fatSector === undefined || !isSector(fatSector)) return null;
    return (await cachedSector(fatSector)).getUint32((id % idsPerSector) * 4, true);
  };

  const directory: number[] = [];
  const directorySeen = new Set<number>();
  let id: number | null = header.getUint32(0x30, true);
  while (id !== END_OF_CHAIN) {
    if (id === null || !isSector(id) || directorySeen.has(id)) return false;
    directorySeen.add(id);
    directory.push(id);
    id = await nextOf(id);
  }
  const entriesPerSector = sectorSize / ENTRY_BYTES;
  const entryCount = directory.length * entriesPerSector;
  const entry = async (index: number) => {
    const at = directory[Math.floor(index / entriesPerSector)] ?? 0;
    const directorySector = await cachedSector(at);
    const view = new DataView(directorySector.buffer, (index % entriesPerSector) * ENTRY_BYTES, ENTRY_BYTES);
    const nameBytes = view.getUint16(0x40, true);
    const name =
      nameBytes >= 2 && nameBytes <= 64 && nameBytes % 2 === 0
        ? Buffer.from(view.buffer, view.byteOffset, nameBytes - 2).toString("utf16le")
        : "";
    return {
      name,
      type: view.getUint8(0x42),
      left: view.getUint32(0x44, true),
      right: view.getUint32(0x48, true),
      child: view.getUint32(0x4c, true),
    };
  };

  if (entryCount === 0) return false;
  const root = await entry(0);
  if (root.type !== ROOT) return false;
  // The root's children are a tree linked through each child's left and right siblings.
  const pending = [root.child];
  const visited = new Set<number>([0]);
  while (pending.length > 0) {
    const index = pending.pop() ?? NO_STREAM;
    if (index === NO_STREAM) continue;
    if (index >= entryCount || visited.has(index)) return false;
    visited.add(index);
    const child = await entry(index);
    if (child.type === STREAM && child.name === "WordDocument") return true;
    pending.push(child.left, child.right);
  }
  return false;
}

export async function isWordDocument(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const read: ReadAt = async (offset, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    };
    return await hasWordDocumentStream(read, size);
  } finally {
    await handle.close();
  }
}
