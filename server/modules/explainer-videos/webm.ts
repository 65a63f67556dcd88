/**
 * A minimal WebM (Matroska) muxer for one VP8 video track whose frames are all key frames: what the local
 * video provider writes. The VP8 frames come from lossy WebP images (a lossy WebP is a VP8 key frame in a RIFF
 * wrapper), so no video encoder or ffmpeg is needed. Includes Duration, a SeekHead and Cues so that players
 * show the length and can seek.
 */
export type WebmFrame = { data: Uint8Array; timeMs: number };

const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimestampScale: 0x2ad7b1,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timestamp: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  BlockDuration: 0x9b,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const;

const CLUSTER_MS = 5000;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Big-endian unsigned integer in `width` bytes (minimal width when omitted). */
function uintBytes(value: number, width?: number): Uint8Array {
  let n = width ?? 1;
  if (width === undefined) while (value >= 2 ** (8 * n)) n++;
  const out = new Uint8Array(n);
  let rest = value;
  for (let i = n - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
}

const idBytes = (id: number) => uintBytes(id);

/** An EBML variable-length size. */
function vint(value: number): Uint8Array {
  for (let length = 1; length <= 8; length++) {
    if (value < 2 ** (7 * length) - 1) {
      const out = uintBytes(value, length);
      out[0] = (out[0] as number) | (0x80 >> (length - 1));
      return out;
    }
  }
  throw new Error('EBML size too large');
}

const element = (id: number, ...children: Uint8Array[]) => {
  const body = concat(children);
  return concat([idBytes(id), vint(body.length), body]);
};
const uint = (id: number, value: number, width?: number) => element(id, uintBytes(value, width));
const text = (id: number, value: string) => element(id, new TextEncoder().encode(value));
function float(id: number, value: number) {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, bytes);
}

function blockHeader(relativeMs: number, flags: number): Uint8Array {
  const out = new Uint8Array(4);
  out[0] = 0x81; // track 1
  new DataView(out.buffer).setInt16(1, relativeMs);
  out[3] = flags;
  return out;
}

export function writeWebm(options: {
  width: number;
  height: number;
  durationMs: number;
  frames: WebmFrame[];
}): Uint8Array {
  const { width, height, durationMs, frames } = options;
  if (frames.length === 0) throw new Error('writeWebm: no frames');
  const header = element(
    ID.EBML,
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, 'webm'),
    uint(ID.DocTypeVersion, 2),
    uint(ID.DocTypeReadVersion, 2),
  );
  const info = element(
    ID.Info,
    uint(ID.TimestampScale, 1_000_000),
    text(ID.MuxingApp, 'pathshala'),
    text(ID.WritingApp, 'pathshala'),
    float(ID.Duration, durationMs),
  );
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      uint(ID.TrackType, 1),
      uint(ID.FlagLacing, 0),
      text(ID.CodecID, 'V_VP8'),
      element(ID.Video, uint(ID.PixelWidth, width), uint(ID.PixelHeight, height)),
    ),
  );

  // Clusters of up to 5 s; the last frame is a BlockGroup with its duration so the stream ends at durationMs.
  const clusters: { timeMs: number; bytes: Uint8Array }[] = [];
  let start = 0;
  while (start < frames.length) {
    const clusterTime = (frames[start] as WebmFrame).timeMs;
    const blocks: Uint8Array[] = [uint(ID.Timestamp, clusterTime)];
    let i = start;
    for (; i < frames.length && (frames[i] as WebmFrame).timeMs - clusterTime < CLUSTER_MS; i++) {
      const frame = frames[i] as WebmFrame;
      const relative = frame.timeMs - clusterTime;
      if (i === frames.length - 1) {
        const block = element(ID.Block, blockHeader(relative, 0x00), frame.data);
        blocks.push(element(ID.BlockGroup, block, uint(ID.BlockDuration, Math.max(1, durationMs - frame.timeMs))));
      } else {
        blocks.push(element(ID.SimpleBlock, blockHeader(relative, 0x80), frame.data));
      }
    }
    clusters.push({ timeMs: clusterTime, bytes: element(ID.Cluster, ...blocks) });
    start = i;
  }

  // Positions are relative to the start of the Segment's data. SeekPositions use 8 bytes so the SeekHead's
  // size does not depend on them.
  const seek = (id: number, position: number) =>
    element(ID.Seek, element(ID.SeekID, idBytes(id)), uint(ID.SeekPosition, position, 8));
  const seekHeadSize = element(ID.SeekHead, seek(ID.Info, 0), seek(ID.Tracks, 0), seek(ID.Cues, 0)).length;
  const infoAt = seekHeadSize;
  const tracksAt = infoAt + info.length;
  let position = tracksAt + tracks.length;
  const cuePoints = clusters.map((cluster) => {
    const point = element(
      ID.CuePoint,
      uint(ID.CueTime, cluster.timeMs),
      element(ID.CueTrackPositions, uint(ID.CueTrack, 1), uint(ID.CueClusterPosition, position)),
    );
    position += cluster.bytes.length;
    return point;
  });
  const cues = element(ID.Cues, ...cuePoints);
  const seekHead = element(ID.SeekHead, seek(ID.Info, infoAt), seek(ID.Tracks, tracksAt), seek(ID.Cues, position));
  const segment = element(ID.Segment, seekHead, info, tracks, ...clusters.map((c) => c.bytes), cues);
  return concat([header, segment]);
}

/** The VP8 key frame inside a lossy WebP image (simple or extended format). */
export function vp8FromWebp(webp: Uint8Array): Uint8Array {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const tag = (at: number) => String.fromCharCode(...webp.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WEBP') throw new Error('not a WebP image');
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const size = view.getUint32(offset + 4, true);
    if (tag(offset) === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size & 1);
  }
  throw new Error('the WebP image has no lossy VP8 frame');
}
