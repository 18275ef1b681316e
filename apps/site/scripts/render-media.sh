#!/usr/bin/env bash
# Renders the site's decorative video loops and their posters with Debian's ffmpeg: abstract,
# self-made colour fields (no stock footage). Each clip loops seamlessly because every term of its
# formula has a period that divides the clip length. Run from apps/site: scripts/render-media.sh
set -euo pipefail
cd "$(dirname "$0")/../public/media"

DURATION=6
FPS=24
# t goes once round the circle per clip, so frame 0 follows the last frame without a seam.
t="(2*PI*T/${DURATION})"

render() {
  local name=$1 r=$2 g=$3 b=$4
  local src="color=c=black:s=320x180:r=${FPS}:d=${DURATION},format=rgb24,geq=r='${r}':g='${g}':b='${b}',scale=640:360:flags=bicubic,gblur=sigma=6,format=yuv420p"
  ffmpeg -v error -y -f lavfi -i "$src" -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 \
    -deadline good -cpu-used 4 -g $((DURATION * FPS)) "${name}.webm"
  ffmpeg -v error -y -f lavfi -i "$src" -an -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p \
    -movflags +faststart -g $((DURATION * FPS)) "${name}.mp4"
  ffmpeg -v error -y -i "${name}.mp4" -frames:v 1 -c:v libwebp -quality 72 "${name}.webp"
  ffmpeg -v error -y -i "${name}.mp4" -frames:v 1 -q:v 6 "${name}.jpg"
}

# Hero: a deep indigo-violet plasma, dark enough for white text on top.
render hero \
  "clip(14+18*(1+sin(X/29+${t}))+14*(1+sin(hypot(X-210,Y-70)/19-${t})),0,255)" \
  "6+6*(1+sin(Y/27-${t}))+4*(1+sin((X-Y)/41+2*${t}))" \
  "clip(50+30*(1+sin((X+Y)/43+${t}))+18*(1+sin(hypot(X-90,Y-120)/23+2*${t})),0,255)"

# Healthcare: calm teal rings pulsing slowly out from the centre.
render agent-healthcare \
  "clip(18+12*(1+sin(hypot(X-160,Y-90)/17-2*${t})),0,255)" \
  "clip(118+22*(1+sin(hypot(X-160,Y-90)/17-2*${t}))+10*(1+sin(X/37+${t})),0,255)" \
  "clip(140+18*(1+sin(Y/29-${t}))+12*(1+sin(hypot(X-160,Y-90)/23-${t})),0,255)"

# Hotel: warm amber and rose silk folds drifting diagonally.
render agent-hotel \
  "clip(182+22*(1+sin((X+2*Y)/41+${t})),0,255)" \
  "clip(104+22*(1+sin((2*X-Y)/53-${t}))+8*(1+sin(Y/23-2*${t})),0,255)" \
  "clip(70+18*(1+sin((X+Y)/37+2*${t})),0,255)"

# Restaurant: coral and rose blobs circling each other.
render agent-restaurant \
  "clip(186+24*(1+sin(hypot(X-160-60*cos(${t}),Y-90-40*sin(${t}))/23)),0,255)" \
  "clip(78+22*(1+sin(hypot(X-160+60*cos(${t}),Y-90+40*sin(${t}))/25)),0,255)" \
  "clip(92+20*(1+sin((X-Y)/37-${t})),0,255)"

ls -l
