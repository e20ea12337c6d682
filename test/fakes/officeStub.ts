// Stands in for office.js in the browser tests: Office.onReady, requirement sets and Excel.run,
// backed by the in-memory fake workbook (exposed as window.__fake for the test to drive).
import { FakeExcel } from './excel';

declare global {
  interface Window {
    __fake: FakeExcel;
    __officeSets: Record<string, boolean>;
    /** The document's settings (Office.context.document.settings), and how often they were saved. */
    __settings: Record<string, unknown>;
    __settingsSaved: number;
  }
}

const fake = new FakeExcel(['Arkusz1']);
window.__fake = fake;
window.__officeSets = window.__officeSets ?? { '1.9': true, '1.10': true };
window.__settings = window.__settings ?? {};
window.__settingsSaved = 0;
fake.singleClickSupported = window.__officeSets['1.10'] !== false;

(window as unknown as { Office: unknown }).Office = {
  HostType: { Excel: 'Excel' },
  context: {
    requirements: { isSetSupported: (_set: string, version: string) => window.__officeSets[version] !== false },
    document: {
      settings: {
        get: (name: string) => window.__settings[name] ?? null,
        set: (name: string, value: unknown) => {
          window.__settings[name] = value;
        },
        saveAsync: (cb?: () => void) => {
          window.__settingsSaved++;
          setTimeout(() => cb?.(), 0);
        },
      },
    },
  },
  onReady: (cb: (info: { host: string }) => void) => {
    setTimeout(() => cb({ host: 'Excel' }), 0);
    return Promise.resolve({ host: 'Excel' });
  },
};
(window as unknown as { Excel: unknown }).Excel = {
  run: (_options: unknown, batch: (ctx: unknown) => Promise<unknown>) => fake.run(batch),
};
