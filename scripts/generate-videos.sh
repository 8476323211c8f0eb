#!/usr/bin/env bash
# Makes the 16 sample patient feedback clips and their poster images (real recordings are not
# available: see the README's Decisions). No text is drawn into a clip or poster: each clip's
# title is HTML on the page (content/feedback.ts). Each clip: 3 s, 640x360, silent H.264 MP4
# (plays on every phone), about 10-30 KB; each poster: a JPEG of the clip's first frame. Real
# recordings replace them at the same paths.
#
#   bash scripts/generate-videos.sh          make missing files
#   bash scripts/generate-videos.sh --force  remake every file
set -euo pipefail
cd "$(dirname "$0")/.."

FFMPEG="${FFMPEG:-ffmpeg}"
force=false
[[ "${1:-}" == "--force" ]] && force=true

mkdir -p public/videos public/images/feedback
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# One line per clip: "<src>\t<poster>\t<title>".
npx --no-install tsx -e '
  import("./content/feedback.ts").then((mod) => {
    const { feedbackVideos } = mod.feedbackVideos ? mod : mod.default;
    for (const v of feedbackVideos) console.log([v.src, v.poster, v.title].join("\t"));
  });
' >"$tmp/list.tsv"

# Brand colours (app/globals.css), one pair per clip so neighbouring clips look different.
colours=("0b556a:2aa0bd" "0e4555:0f829f" "134e4a:0d9488" "0f3947:5fc0d6" "3f2a56:7c5cbf" "1e3a8a:2563eb")

i=0
made=0
while IFS=$'\t' read -r src poster title; do
  video="public${src}"
  image="public${poster}"
  pair="${colours[$((i % ${#colours[@]}))]}"
  i=$((i + 1))
  if [[ -f "$video" && -f "$image" && "$force" == false ]]; then continue; fi

  # A calm speaker stand-in: a soft panel that sits left or right by clip, a head and shoulders
  # of plain shapes, and the progress bar of the clip's 3 s.
  side=$(( (i % 2) ? 360 : 64 ))
  "$FFMPEG" -nostdin -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:d=3:r=24:c0=0x${pair%%:*}:c1=0x${pair##*:}:speed=0.02:type=linear" \
    -vf "drawbox=x=${side}:y=60:w=216:h=240:color=white@0.12:t=fill,\
drawbox=x=$((side + 78)):y=100:w=60:h=64:color=white@0.55:t=fill,\
drawbox=x=$((side + 38)):y=176:w=140:h=124:color=white@0.4:t=fill,\
drawbox=x=24:y=ih-28:w='min(592,592*t/3)':h=4:color=0xffb547:t=fill,format=yuv420p" \
    -c:v libx264 -profile:v main -preset veryslow -crf 30 -tune stillimage -an -movflags +faststart \
    "$video"
  "$FFMPEG" -nostdin -hide_banner -loglevel error -y -i "$video" -frames:v 1 -q:v 6 "$image"
  made=$((made + 1))
done <"$tmp/list.tsv"

echo "Feedback videos: ${i} named, ${made} written to public/videos and public/images/feedback."
