#!/usr/bin/env bash
# Renders the home hero's looping background video and its poster into public/video/.
# Run once from the project root: `bash scripts/generate-hero-video.sh` (needs ffmpeg with
# libvpx-vp9 and libx264; takes about 3 minutes on 2 cores). Nothing is downloaded.
# Soft brand-coloured light blobs drift over a dark field with a glowing wave. Every motion
# term is a whole multiple of 2*pi*T/D, so the last frame flows into the first: a seamless loop.
set -euo pipefail
OUT=public/video
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
W=640; H=360; D=8; FPS=24
P="st(0,2*PI*T/$D)"
B1="st(1,exp(-(pow(X-W*(0.30+0.18*sin(ld(0))),2)+pow(Y-H*(0.40+0.22*sin(2*ld(0)+1)),2))/pow(W*0.26,2)))"
B2="st(2,exp(-(pow(X-W*(0.72+0.16*cos(ld(0))),2)+pow(Y-H*(0.60+0.20*cos(ld(0)+2)),2))/pow(W*0.24,2)))"
B3="st(3,exp(-(pow(X-W*(0.52+0.25*sin(ld(0)+4)),2)+pow(Y-H*(0.25+0.18*cos(2*ld(0))),2))/pow(W*0.20,2)))"
WAVE="st(4,exp(-pow(Y-H*(0.62+0.10*sin(2*PI*X/W*1.3+ld(0))+0.05*sin(2*PI*X/W*3-2*ld(0))),2)/pow(H*0.035,2)))"
PRE="$P;$B1;$B2;$B3;$WAVE"
R="$PRE;clip(10+112*ld(1)+250*ld(2)+215*ld(3)+150*ld(4),0,255)"
G="$PRE;clip(8+80*ld(1)+120*ld(2)+60*ld(3)+120*ld(4),0,255)"
B="$PRE;clip(26+250*ld(1)+70*ld(2)+190*ld(3)+240*ld(4),0,255)"

ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=black:s=${W}x${H}:r=$FPS:d=$D,format=rgb24,geq=r='$R':g='$G':b='$B'" \
  -frames:v $((D * FPS)) -c:v ffv1 "$TMP/raw.mkv"

VF="scale=1280:720:flags=bicubic,eq=brightness=-0.04:saturation=1.08:gamma=0.92,format=yuv420p"
mkdir -p "$OUT"
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.mkv" -vf "$VF" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 32 -row-mt 1 -deadline good -cpu-used 2 "$OUT/hero.webm"
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.mkv" -vf "$VF" -an \
  -c:v libx264 -preset slow -crf 24 -tune grain -profile:v high -pix_fmt yuv420p \
  -movflags +faststart "$OUT/hero.mp4"
# The poster is the first frame, so the switch from poster to video is invisible.
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.mkv" -vf "scale=1280:720:flags=bicubic,eq=brightness=-0.04:saturation=1.08:gamma=0.92" \
  -frames:v 1 "$TMP/poster.png"
node -e '
  const sharp = require("sharp");
  const [src, out] = process.argv.slice(1);
  sharp(src).webp({ quality: 72 }).toFile(out + "/hero-poster.webp")
    .then(() => sharp(src).resize(640).webp({ quality: 70 }).toFile(out + "/hero-poster-640.webp"));
' "$TMP/poster.png" "$OUT"
ls -l "$OUT"
