#!/bin/sh
# Cuts src/fonts/inter-core.woff2 from @fontsource-variable/inter's Latin file: the
# characters the site's copy uses (ASCII and the punctuation below), with kerning,
# ligatures and tabular figures, and the weight axis cut to 400-800, the weights the
# pages use (normal, medium, semibold, bold, extrabold). It is the only font a page
# preloads; any other character falls through to the full Latin file (src/app.css).
# Needs fontTools and Brotli (Debian: apt-get install python3-fonttools python3-brotli).
# Run from the project root after a font upgrade, or when the copy takes up a new
# character or weight.
set -e
axis=$(mktemp --suffix=.ttf)
trap 'rm -f "$axis"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer \
  node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  wght=400:800 --quiet --output "$axis"
/usr/bin/python3 -m fontTools.subset "$axis" \
  --unicodes="U+0020-007E,U+00A0,U+00A3,U+00A7,U+00A9,U+00B7,U+00D7,U+2013,U+2014,U+2018,U+2019,U+201C,U+201D,U+2022,U+2026,U+20AC,U+2190,U+2192,U+2212" \
  --layout-features="kern,liga,calt,tnum,ccmp,locl,mark,mkmk" \
  --flavor=woff2 \
  --output-file=src/fonts/inter-core.woff2
