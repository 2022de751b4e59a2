#!/bin/sh
# Cuts the two core files of Inter from @fontsource-variable/inter's Latin file, with the
# weight axis cut to 400-800 (normal, medium, semibold, bold, extrabold: the weights the
# pages use) and kerning, ligatures and tabular figures kept:
#   src/fonts/inter-core-words.woff2    space, letters and the punctuation that sits
#                                       against them, so words kern as one run;
#   src/fonts/inter-core-figures.woff2  figures and the other signs the copy uses, with
#                                       the colon, so "9:30" keeps its raised colon.
# Each is under 14 KB, one round trip of a new connection (docs/decisions/first-requests.md).
# The ranges here are the ones src/app.css declares; any other character falls through to
# the full Latin file. Needs fontTools and Brotli (Debian: apt-get install
# python3-fonttools python3-brotli). Run from the project root after a font upgrade, or when
# the copy takes up a new character or weight.
set -e
words="U+0020-0022,U+0027,U+002C-002E,U+003F,U+0041-005A,U+0061-007A,U+00A0,U+2019,U+201C-201D"
figures="U+0023-0026,U+0028-002B,U+002F-003E,U+0040,U+005B-0060,U+007B-007E,U+00A3,U+00A7,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018,U+2022,U+2026,U+20AC,U+2190,U+2192,U+2212"
axis=$(mktemp --suffix=.ttf)
trap 'rm -f "$axis"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer \
  node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  wght=400:800 --quiet --output "$axis"
for part in words figures; do
  eval "unicodes=\$$part"
  /usr/bin/python3 -m fontTools.subset "$axis" \
    --unicodes="$unicodes" \
    --layout-features="kern,liga,calt,tnum,ccmp,locl,mark,mkmk" \
    --flavor=woff2 \
    --output-file="src/fonts/inter-core-$part.woff2"
done
