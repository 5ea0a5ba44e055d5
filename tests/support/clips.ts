// A real clip for the builder's samples: the server measures its container, so it must be a valid one.

/** A mono 16-bit PCM WAV of `seconds`. */
export function wav(seconds: number, rate = 8000): Buffer {
  const frames = Math.round(seconds * rate);
  const b = Buffer.alloc(44 + frames * 2);
  b.write("RIFFxxxxWAVEfmt ", 0, "ascii");
  b.writeUInt32LE(36 + frames * 2, 4);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write("data", 36, "ascii");
  b.writeUInt32LE(frames * 2, 40);
  for (let i = 0; i < frames; i++) b.writeInt16LE(Math.round(6000 * Math.sin(i / 3)), 44 + i * 2);
  return b;
}
