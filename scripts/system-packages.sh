#!/usr/bin/env bash
# Installs the Debian packages the server (and, with --tests, the test tools) run, when missing:
#   poppler-utils and webp   PDF pages → slide images (docs/decisions/015)
#   ffmpeg and espeak-ng     narrated explainer videos (docs/decisions/018)
#   fonts-lohit-deva/-guru   Hindi and Punjabi text on a video's cards (Liberation Sans has no such glyphs)
#   chromium                 the browser journeys (--tests only; no test tool downloads a browser)
#   firefox-esr, webkit2gtk-driver and xvfb   the offline class in Firefox ESR and WebKit (--tests only; issue 39)
#   postgresql               the server tests' second pass and the power-cut suite's reference (--tests only)
# Without root or apt, says what is missing and how to install it. For `npm start` that is a warning (the server
# starts, and the screens that need a program say so); with --tests it is a failure.
set -uo pipefail

tests=false
[ "${1:-}" = '--tests' ] && tests=true

want=(pdftoppm:poppler-utils cwebp:webp ffmpeg:ffmpeg ffprobe:ffmpeg espeak-ng:espeak-ng)
$tests && want+=(chromium:chromium firefox-esr:firefox-esr WebKitWebDriver:webkit2gtk-driver Xvfb:xvfb)
fonts=(/usr/share/fonts/truetype/lohit-devanagari:fonts-lohit-deva /usr/share/fonts/truetype/lohit-punjabi:fonts-lohit-guru)

missing=()
for pair in "${want[@]}"; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}")
done
for pair in "${fonts[@]}"; do
  [ -d "${pair%%:*}" ] || missing+=("${pair#*:}")
done
# PostgreSQL's server programs live outside PATH (a client-only install has the folder too: look for initdb).
if $tests && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then missing+=(postgresql); fi
mapfile -t missing < <(printf '%s\n' "${missing[@]}" | awk 'NF && !seen[$0]++')

if [ "${#missing[@]}" -eq 0 ]; then
  echo "system packages: all found ($(for p in "${want[@]}"; do printf '%s ' "${p%%:*}"; done))"
  exit 0
fi

complain() {
  echo "system packages: missing ${missing[*]}: $1" >&2
  echo "  install them as root: apt-get install -y ${missing[*]}" >&2
  if $tests; then exit 1; fi
  echo '  the server starts without them; PDF conversion or explainer videos say what is missing' >&2
  exit 0
}

[ "$(id -u)" -eq 0 ] || complain 'not root'
command -v apt-get >/dev/null 2>&1 || complain 'no apt-get on this machine'
echo "system packages: installing ${missing[*]}..."
export DEBIAN_FRONTEND=noninteractive
if apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null &&
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${missing[@]}" >/dev/null; then
  echo "system packages: installed ${missing[*]}"
else
  complain 'apt-get could not install them'
fi
