/**
 * Writes the four notification sounds to public/sounds/: short sine tones with soft edges,
 * 16 kHz, 8-bit mono WAV (a few KB each), generated here so they are ours to license (MIT, as the code).
 * Run: `node --import tsx scripts/generate-sounds.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

const RATE = 16_000;

/** A note: frequency in Hz and length in seconds; frequency 0 is a pause. */
type Note = [number, number];

const SOUNDS: Record<string, Note[]> = {
  // Two rising notes: done.
  success: [
    [660, 0.09],
    [880, 0.16],
  ],
  // One soft note.
  information: [[740, 0.18]],
  // Two equal notes.
  warning: [
    [520, 0.12],
    [0, 0.06],
    [520, 0.12],
  ],
  // Three quick falling notes.
  danger: [
    [880, 0.09],
    [0, 0.03],
    [660, 0.09],
    [0, 0.03],
    [440, 0.16],
  ],
};

function render(notes: Note[]): Buffer {
  const samples: number[] = [];
  for (const [freq, seconds] of notes) {
    const n = Math.round(seconds * RATE);
    const fade = Math.min(n / 4, RATE * 0.015);
    for (let i = 0; i < n; i++) {
      const envelope = Math.min(1, i / fade, (n - i) / fade);
      const value = freq === 0 ? 0 : Math.sin((2 * Math.PI * freq * i) / RATE) * 0.45 * envelope;
      samples.push(Math.round(128 + value * 127));
    }
  }
  const data = Buffer.from(samples);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

for (const [name, notes] of Object.entries(SOUNDS)) {
  const file = path.resolve("public/sounds", `${name}.wav`);
  const bytes = render(notes);
  writeFileSync(file, bytes);
  console.log(`${file}: ${bytes.length} bytes`);
}
