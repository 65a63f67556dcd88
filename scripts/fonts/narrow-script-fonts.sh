#!/usr/bin/env bash
# Hindi's and Punjabi's fonts as the app ships them (src/i18n/fonts/files/), made from the @fontsource-variable
# packages: the weight axis narrowed to 400–700 (the theme's regular, medium 600 and bold; nothing is drawn lighter
# or heavier) and the glyph names dropped, the same characters and every shaping table kept. Devanagari 121 → 70 KB,
# the first Hindi screen's largest file (issue 42). src/i18n/fonts/script-font-files.test.ts checks the result.
# Needs Debian's fontTools and Brotli: apt-get install python3-fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=/usr/bin/python3
OUT=src/i18n/fonts/files
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

narrow() { # <package> <subset file> <unicode ranges> <output name>
  local source="node_modules/@fontsource-variable/$1/files/$2"
  "$PY" -m fontTools.ttLib.woff2 decompress -o "$TMP/full.ttf" "$source"
  "$PY" -m fontTools.varLib.instancer "$TMP/full.ttf" wght=400:700 -o "$TMP/narrow.ttf"
  "$PY" -m fontTools.subset "$TMP/narrow.ttf" --unicodes="$3" --layout-features='*' --no-glyph-names \
    --flavor=woff2 --output-file="$OUT/$4"
  cp "node_modules/@fontsource-variable/$1/LICENSE" "$OUT/$1-OFL.txt"
  echo "$OUT/$4: $(stat -c %s "$source") → $(stat -c %s "$OUT/$4") bytes"
}

# The ranges are script-fonts.ts's (Google Fonts' subsets of each script; Devanagari's without the Vedic and
# extended blocks and the Indic number forms).
narrow noto-sans-devanagari noto-sans-devanagari-devanagari-wght-normal.woff2 \
  'U+0900-097F,U+200C-200D,U+20B9,U+25CC' \
  noto-sans-devanagari-wght-400-700.woff2
narrow noto-sans-gurmukhi noto-sans-gurmukhi-gurmukhi-wght-normal.woff2 \
  'U+0A01-0A76,U+200C-200D,U+20B9,U+25CC,U+262C,U+A830-A839' \
  noto-sans-gurmukhi-wght-400-700.woff2
