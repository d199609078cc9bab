// Preloaded into a journey's server (`node --import`) to see from outside which CommonJS files
// really ran: it wraps Module.prototype._compile, the step that evaluates a CommonJS file's code
// whether a `require` or an ESM `import` reached it, and appends each file name to
// LOADED_MODULES_FILE as it runs, so the list is complete whenever it is read, however the
// process ends. (require.cache is not that list: Node's ESM loader pre-parses both branches of a
// package's conditional re-export, React's development and production files alike, and keeps
// them there unevaluated.)
import { appendFileSync } from "node:fs";
import Module from "node:module";

const target = process.env.LOADED_MODULES_FILE;
if (target) {
  const compile = Module.prototype._compile;
  Module.prototype._compile = function recordCompile(content, filename) {
    appendFileSync(target, `${filename}\n`);
    return compile.call(this, content, filename);
  };
}
