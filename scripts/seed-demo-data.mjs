#!/usr/bin/env node
// Seeds the running emulators with demo data: families and members across the four towns and
// Other, photos for about a fifth of the members, the three draws, and the demo sign-ins
// (demo.member@gmail.com and demo.spouse@gmail.com, who holds the demo event's door role, in family 1,
// demo.other@gmail.com in family 2).
//
//   node scripts/with-emulators.mjs --slot 0 --no-web --export-on-exit emulator-data -- \
//     node scripts/seed-demo-data.mjs --reset
// (photos go to slot 0's bucket; another slot's import renames it: scripts/lib/emulator-import.mjs)
//
// Options: --families N (100), --members N (exact total; default about 3.3 a family), --seed N,
// --photos SHARE (0.2), --bucket NAME (the project's default bucket), --reset (empty first).
import { parseArgs } from 'node:util';
import { seedDemoData } from './seed/write-demo-data.mjs';

const { values } = parseArgs({
  options: {
    families: { type: 'string' },
    members: { type: 'string' },
    seed: { type: 'string' },
    photos: { type: 'string' },
    bucket: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const number = (value) => (value === undefined ? undefined : Number(value));
const started = Date.now();
await seedDemoData({
  families: number(values.families),
  members: number(values.members),
  seed: number(values.seed),
  photoShare: number(values.photos),
  bucket: values.bucket,
  reset: values.reset,
  log: (message) => console.log(`[seed] ${message}`),
});
console.log(`[seed] Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
