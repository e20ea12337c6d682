// A histogram of the PZ of simulated games as a standalone SVG (docs/), with the length's victory
// threshold marked. A pure string builder: no DOM, so it runs in node.
import type { SimSummary } from './simulate';

const W = 640;
const H = 300;
const PAD = { left: 48, right: 16, top: 36, bottom: 40 };
const BINS = 30;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function histogramSvg(sum: SimSummary, threshold: number): string {
  const vps = sum.vps.length ? sum.vps : [0];
  const lo = Math.min(...vps, threshold);
  const hi = Math.max(...vps, threshold) + 1;
  const width = Math.max(1, Math.ceil((hi - lo) / BINS));
  const counts = new Array<number>(BINS).fill(0);
  for (const v of vps) counts[Math.min(BINS - 1, Math.floor((v - lo) / width))]!++;
  const top = Math.max(...counts, 1);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (v: number) => PAD.left + ((v - lo) / (width * BINS)) * plotW;
  const bars = counts
    .map((c, i) => {
      const h = (c / top) * plotH;
      return `<rect x="${(x(lo + i * width) + 1).toFixed(1)}" y="${(PAD.top + plotH - h).toFixed(1)}" width="${(plotW / BINS - 2).toFixed(1)}" height="${h.toFixed(1)}" fill="#4a7ab5"><title>${lo + i * width}..${lo + (i + 1) * width - 1} PZ: ${c}</title></rect>`;
    })
    .join('');
  const ticks = Array.from({ length: 6 }, (_, i) => Math.round(lo + ((hi - lo) * i) / 5))
    .map((v) => `<text x="${x(v).toFixed(1)}" y="${H - PAD.bottom + 16}" text-anchor="middle">${v}</text>`)
    .join('');
  const title = `${sum.games} × ${sum.length} months, bot ${sum.bot}: win rate ${(sum.winRate * 100).toFixed(1)}%, mean ${sum.vp.mean} PZ`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="14">${esc(title)}</text>`,
    bars,
    `<line x1="${x(threshold).toFixed(1)}" x2="${x(threshold).toFixed(1)}" y1="${PAD.top}" y2="${PAD.top + plotH}" stroke="#c0392b" stroke-width="2" stroke-dasharray="5,3"/>`,
    `<text x="${(x(threshold) + 4).toFixed(1)}" y="${PAD.top + 12}" fill="#c0392b">${threshold} PZ</text>`,
    `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${PAD.top + plotH}" y2="${PAD.top + plotH}" stroke="#333"/>`,
    ticks,
    `<text x="${W / 2}" y="${H - 6}" text-anchor="middle">PZ</text>`,
    `<text x="14" y="${PAD.top + plotH / 2}" text-anchor="middle" transform="rotate(-90 14 ${PAD.top + plotH / 2})">games</text>`,
    '</svg>',
  ].join('\n');
}
