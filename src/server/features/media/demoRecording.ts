/** One note of a demo recording: its pitch in hertz (0 for a rest) and its length in beats. */
interface DemoNote {
  hertz: number;
  beats: number;
}

/** How a demo recording is played: its notes, its tempo and its sample rate. */
export interface DemoRecordingScore {
  notes: DemoNote[];
  beatsPerMinute: number;
  sampleRate: number;
}

/** Writes a 16-bit mono PCM WAV header for `samples` samples at `sampleRate`. */
function wavHeader(samples: number, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(samples * 2, 40);
  return header;
}

/**
 * Plays a score as a soft plucked tone into a WAV file, so the demo's audio and album blocks
 * have real recordings without shipping audio: only the score is committed.
 */
export function renderDemoRecording(score: DemoRecordingScore): Buffer {
  const secondsPerBeat = 60 / score.beatsPerMinute;
  const lengths = score.notes.map((note) => Math.round(note.beats * secondsPerBeat * score.sampleRate));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const body = Buffer.alloc(total * 2);
  let offset = 0;
  score.notes.forEach((note, index) => {
    const length = lengths[index] ?? 0;
    for (let i = 0; i < length; i += 1) {
      const t = i / score.sampleRate;
      const envelope = Math.min(1, i / 80) * Math.exp(-3 * t);
      const tone = Math.sin(2 * Math.PI * note.hertz * t) + 0.3 * Math.sin(4 * Math.PI * note.hertz * t);
      body.writeInt16LE(Math.round(note.hertz === 0 ? 0 : 9000 * envelope * tone), (offset + i) * 2);
    }
    offset += length;
  });
  return Buffer.concat([wavHeader(total, score.sampleRate), body]);
}
