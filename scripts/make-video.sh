#!/bin/sh
# Makes the company video of the /video page, its poster and nothing else: four 2-second title
# cards, 640x360 H.264 (yuv420p, +faststart) with no sound, small enough to ship in the repository.
# Needs Debian's ffmpeg and DejaVu fonts (apt-get install ffmpeg fonts-dejavu-core).
# The captions in public/video/company.vtt follow the cards below; change both together.
set -eu

out="$(dirname "$0")/../public/video"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$out"

# One card: a coloured background with two centred lines. The text fades out at the end of every
# card and fades in on every card but the first, so the poster (frame one) shows the company name.
card() {
  index=$1 title=$2 line=$3 fade_in=$4
  if [ "$fade_in" = yes ]; then
    alpha='if(lt(t,0.4),t/0.4,if(gt(t,1.6),(2-t)/0.4,1))'
  else
    alpha='if(gt(t,1.6),(2-t)/0.4,1)'
  fi
  printf '[%s]drawtext=fontfile=%s:text=%s:fontsize=40:fontcolor=white:alpha=%s:x=(w-text_w)/2:y=h/2-54,' \
    "$index" "$font" "$title" "'$alpha'"
  printf 'drawtext=fontfile=%s:text=%s:fontsize=24:fontcolor=white:alpha=%s:x=(w-text_w)/2:y=h/2+14[v%s];' \
    "$font" "$line" "'$alpha'" "$index"
}

filters="$(card 0 "'Mumbai Soft Solutions'" "'Software services from Mumbai'" no)"
filters="$filters$(card 1 "'Mobile apps'" "'for iOS and Android'" yes)"
filters="$filters$(card 2 "'Web development'" "'UI/UX design · QA and testing'" yes)"
filters="$filters$(card 3 "'Support 24/7/365'" "'Internships and training'" yes)"
filters="$filters[v0][v1][v2][v3]concat=n=4:v=1:a=0[v]"

background() { printf 'color=c=%s:s=640x360:d=2:r=25' "$1"; }

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "$(background 0x1e3a8a)" \
  -f lavfi -i "$(background 0x172554)" \
  -f lavfi -i "$(background 0x1e40af)" \
  -f lavfi -i "$(background 0x0f766e)" \
  -filter_complex "$filters" -map '[v]' \
  -c:v libx264 -preset veryslow -crf 24 -pix_fmt yuv420p -movflags +faststart \
  "$out/company.mp4"

ffmpeg -hide_banner -loglevel error -y -i "$out/company.mp4" -frames:v 1 -c:v libwebp -quality 90 \
  "$out/company-poster.webp"

ls -l "$out/company.mp4" "$out/company-poster.webp"
