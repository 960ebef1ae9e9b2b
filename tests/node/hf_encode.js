// Encodes every line of a UTF-8 file with Hugging Face tokenizers (npm `tokenizers`) and prints one
// {"tokens":[...],"ids":[...]} line per input line; with --bench, prints only the throughput.
// Usage: node hf_encode.js TOKENIZER_JSON INPUT [--bench]
const fs = require("fs");
const { Tokenizer } = require("tokenizers");

async function main() {
  const [tokenizerPath, inputPath, mode] = process.argv.slice(2);
  const tokenizer = Tokenizer.fromFile(tokenizerPath);
  const lines = fs.readFileSync(inputPath, "utf8").split("\n");
  if (lines.length && lines[lines.length - 1] === "") lines.pop();
  if (mode === "--bench") {
    const bytes = Buffer.byteLength(lines.join("\n"), "utf8");
    const start = process.hrtime.bigint();
    let tokens = 0;
    for (const line of lines) tokens += (await tokenizer.encode(line)).getIds().length;
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    console.log(JSON.stringify({ impl: "hf-tokenizers-npm", bytes, tokens, seconds, mb_per_s: bytes / 1e6 / seconds }));
    return;
  }
  const out = [];
  for (const line of lines) {
    const e = await tokenizer.encode(line);
    out.push(JSON.stringify({ tokens: e.getTokens(), ids: e.getIds() }));
  }
  process.stdout.write(out.join("\n") + "\n");
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
