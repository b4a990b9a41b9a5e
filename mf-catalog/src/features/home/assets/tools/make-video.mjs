// Renders the home's looping hero video and its poster from the studio's own scenes.
// Needs Debian's librsvg2-bin (rsvg-convert), ffmpeg and webp (cwebp); run by hand:
//   node mf-catalog/src/features/home/assets/tools/make-video.mjs
// Each frame is rendered from the SVG with a moved viewBox, so the slow pan and zoom are
// sub-pixel smooth (ffmpeg's zoompan rounds to whole pixels and wobbles on flat art).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// 960x540 keeps the two encodings near 550 KB together; the poster stays sharp at 1280x720.
const VIDEO_SIZE = [960, 540];
const POSTER_SIZE = [1280, 720];
const FPS = 24;
const CLIP_S = 3.5;
const FADE_S = 1;

/** Each scene moves from one viewBox to another; all boxes are 16:9. */
const SHOTS = [
  { scene: 'living-room', from: [0, 0, 1600, 900], to: [200, 100, 1280, 720] },
  { scene: 'palacete', from: [120, 135, 1360, 765], to: [120, 30, 1360, 765] },
  { scene: 'restaurant', from: [0, 90, 1400, 787.5], to: [200, 60, 1400, 787.5] },
  { scene: 'reading-corner', from: [0, 0, 1600, 900], to: [420, 170, 1088, 612] },
];

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const lerp = (a, b, t) => a + (b - a) * t;

function renderFrame(svg, box, file, [width, height] = POSTER_SIZE) {
  const moved = svg.replace(/viewBox="[^"]*"/, `viewBox="${box.map((n) => n.toFixed(3)).join(' ')}"`);
  const svgFile = `${file}.svg`;
  writeFileSync(svgFile, moved);
  run('rsvg-convert', ['-w', String(width), '-h', String(height), svgFile, '-o', file]);
}

function boxAt(shot, t) {
  return shot.from.map((value, i) => lerp(value, shot.to[i], t));
}

const work = mkdtempSync(path.join(tmpdir(), 'olmo-video-'));
const frames = Math.round(CLIP_S * FPS);
for (const shot of SHOTS) {
  const svg = readFileSync(path.join(assets, 'scenes', `${shot.scene}.svg`), 'utf8');
  for (let i = 0; i < frames; i += 1) {
    renderFrame(
      svg,
      boxAt(shot, i / (frames - 1)),
      path.join(work, `${shot.scene}-${String(i).padStart(3, '0')}.png`),
    );
  }
}

// Chain A→B→C→D→A with crossfades, then keep [FADE, end of the last fade): the video ends on
// the very frame it starts with, so the loop has no seam.
const clips = [...SHOTS, SHOTS[0]];
const inputs = clips.flatMap((shot) => [
  '-framerate',
  String(FPS),
  '-i',
  path.join(work, `${shot.scene}-%03d.png`),
]);
let filter = '';
let last = '0:v';
clips.slice(1).forEach((_shot, i) => {
  const offset = (i + 1) * (CLIP_S - FADE_S);
  const out = `x${i}`;
  filter += `[${last}][${i + 1}:v]xfade=transition=fade:duration=${FADE_S}:offset=${offset}[${out}];`;
  last = out;
});
const loopLength = SHOTS.length * (CLIP_S - FADE_S);
filter += `[${last}]trim=start=${FADE_S}:duration=${loopLength},setpts=PTS-STARTPTS,format=yuv420p[v]`;
const master = path.join(work, 'master.mkv');
run('ffmpeg', [
  '-loglevel',
  'error',
  '-y',
  ...inputs,
  '-filter_complex',
  filter,
  '-map',
  '[v]',
  '-c:v',
  'ffv1',
  master,
]);

const video = (name) => path.join(assets, 'video', name);
// Frames are drawn at the poster's size and scaled down: softer edges cost fewer bits.
const encode = (codecArgs, file) =>
  run('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    master,
    '-an',
    '-vf',
    `scale=${VIDEO_SIZE.join(':')}:flags=lanczos`,
    '-g',
    '240',
    ...codecArgs,
    video(file),
  ]);
encode(
  ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '44', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '1'],
  'hero-loop.webm',
);
encode(
  [
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '33',
    '-tune',
    'animation',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
  ],
  'hero-loop.mp4',
);

// The poster is the loop's first frame, rendered straight from the vector scene.
const first = path.join(work, 'poster.png');
renderFrame(
  readFileSync(path.join(assets, 'scenes', `${SHOTS[0].scene}.svg`), 'utf8'),
  boxAt(SHOTS[0], (FADE_S * FPS) / (frames - 1)),
  first,
);
run('cwebp', ['-quiet', '-q', '72', first, '-o', video('hero-poster.webp')]);

rmSync(work, { recursive: true, force: true });
