/**
 * Vectors travel to Redis as raw little-endian float32: 4 bytes per dimension (6 KiB for 1536) instead
 * of ~14–32 KiB of JSON, and no parsing on the way back.
 */
export function encodeFloat32(vector: readonly number[]): Buffer {
  const buf = Buffer.allocUnsafe(vector.length * 4);
  for (let i = 0; i < vector.length; i++) buf.writeFloatLE(vector[i] ?? 0, i * 4);
  return buf;
}

/**
 * Reads float32 values back. When the producer rounded to `decimals`, the rounding is re-applied:
 * float32 keeps ~7 significant digits, so this restores exactly the doubles that were stored.
 */
export function decodeFloat32(buf: Buffer, decimals?: number): number[] {
  const n = buf.length >>> 2;
  const out = new Array<number>(n);
  // Buffers from a socket may start at any offset, so read through the Buffer API rather than a view.
  if (decimals === undefined) {
    for (let i = 0; i < n; i++) out[i] = buf.readFloatLE(i * 4);
  } else {
    const scale = 10 ** decimals;
    for (let i = 0; i < n; i++) out[i] = Math.round(buf.readFloatLE(i * 4) * scale) / scale;
  }
  return out;
}
