#!/usr/bin/env bash
# Makes the 16 sample patient feedback clips and their poster images (real
# recordings are not available). Titles come from content/feedback.ts, the one source of truth.
# Each clip: 3 s, 640x360, silent H.264 MP4 (plays on every phone), about 30-60 KB; each poster:
# a JPEG of the clip's first frame. Real recordings replace them at the same paths.
#
#   bash scripts/generate-videos.sh          make missing files
#   bash scripts/generate-videos.sh --force  remake every file
set -euo pipefail
cd "$(dirname "$0")/.."

FFMPEG="${FFMPEG:-ffmpeg}"
FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}"
FONT_BOLD="${FONT_BOLD:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
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

  # drawtext reads text from files, so titles need no escaping. The name is the part before
  # the colon; the quote after it is wrapped to two lines of about 34 characters.
  name="${title%%:*}"
  quote="${title#*: }"
  quote="${quote^}"
  printf '%s' "$name" >"$tmp/name.txt"
  printf '“%s”' "$quote" | fold -s -w 34 | sed 's/ *$//' | head -n 3 >"$tmp/quote.txt"
  printf 'Patient feedback %02d  ·  sample clip' "$i" >"$tmp/label.txt"

  "$FFMPEG" -nostdin -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:d=3:r=24:c0=0x${pair%%:*}:c1=0x${pair##*:}:speed=0.02:type=linear" \
    -vf "drawbox=x=0:y=ih-205:w=iw:h=145:color=black@0.45:t=fill,\
drawtext=fontfile=${FONT}:textfile=${tmp}/label.txt:fontcolor=white@0.85:fontsize=18:x=24:y=24,\
drawtext=fontfile=${FONT_BOLD}:textfile=${tmp}/name.txt:fontcolor=white:fontsize=30:x=24:y=h-193,\
drawtext=fontfile=${FONT}:textfile=${tmp}/quote.txt:fontcolor=white:fontsize=22:line_spacing=6:x=24:y=h-151,\
drawbox=x=24:y=64:w='min(592,592*t/3)':h=4:color=0xffb547:t=fill,format=yuv420p" \
    -c:v libx264 -profile:v main -preset veryslow -crf 30 -tune stillimage -an -movflags +faststart \
    "$video"
  "$FFMPEG" -nostdin -hide_banner -loglevel error -y -i "$video" -frames:v 1 -q:v 6 "$image"
  made=$((made + 1))
done <"$tmp/list.tsv"

echo "Feedback videos: ${i} named, ${made} written to public/videos and public/images/feedback."
