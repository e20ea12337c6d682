// Writes the add-in icons (assets/icon-16/32/64/80.png): a ringed planet on a dark sky with a
// star, drawn pixel by pixel and encoded as PNG with zlib. Run: node scripts/make-icons.js
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x / size, y / size);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b; raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
// Supersampled so small sizes stay smooth.
function icon(u, v) {
  let acc = [0, 0, 0, 0];
  const n = 4;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const p = shade(u + (i + 0.5) / (n * 80), v + (j + 0.5) / (n * 80));
      acc = acc.map((s, k) => s + p[k]);
    }
  return acc.map((s) => Math.round(s / (n * n)));
}
function shade(x, y) {
  const cx = x - 0.5, cy = y - 0.5;
  const inRound = Math.abs(cx) < 0.46 && Math.abs(cy) < 0.46;
  if (!inRound) return [0, 0, 0, 0];
  // ring: an ellipse band tilted a little
  const rx = cx * Math.cos(-0.35) - cy * Math.sin(-0.35);
  const ry = cx * Math.sin(-0.35) + cy * Math.cos(-0.35);
  const e = (rx * rx) / (0.42 * 0.42) + (ry * ry) / (0.12 * 0.12);
  const planet = cx * cx + cy * cy < 0.24 * 0.24;
  const ringBand = e > 0.75 && e < 1.0;
  if (ringBand && (!planet || ry > 0)) return [255, 217, 102, 255];
  if (planet) {
    const light = Math.max(0, 1 - Math.hypot(cx + 0.09, cy + 0.09) / 0.33);
    return [Math.round(33 + 60 * light), Math.round(115 + 90 * light), Math.round(70 + 60 * light), 255];
  }
  const star = Math.hypot(x - 0.78, y - 0.2) < 0.035 || Math.hypot(x - 0.2, y - 0.8) < 0.025;
  if (star) return [255, 255, 255, 255];
  return [20, 33, 61, 255];
}
const out = path.join(__dirname, '..', 'assets');
fs.mkdirSync(out, { recursive: true });
for (const size of [16, 32, 64, 80]) fs.writeFileSync(path.join(out, `icon-${size}.png`), png(size, icon));
console.log('icons written to', out);
