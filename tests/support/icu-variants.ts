/**
 * The texts an ICU message can take, one per case of its plural or select arguments, each
 * with its plain arguments left as `{name}`: "{n, plural, one {{n} item} other {{n} items}}"
 * gives "{n} item" and "{n} items". A message without cases is its own only variant.
 */
import { parse, type Token } from "@messageformat/parser";

const CASES = /\{\s*\w+\s*,\s*(plural|selectordinal|select)\s*,/;

function variantsOf(tokens: Token[]): string[] {
  let texts = [""];
  for (const token of tokens) {
    const parts =
      token.type === "content"
        ? [token.value]
        : token.type === "argument"
          ? [`{${token.arg}}`]
          : token.type === "plural" || token.type === "select" || token.type === "selectordinal"
            ? token.cases.flatMap((c) => variantsOf(c.tokens))
            : [""];
    texts = texts.flatMap((text) => parts.map((part) => text + part));
  }
  return texts;
}

export function icuVariants(message: string): string[] {
  return CASES.test(message) ? [...new Set(variantsOf(parse(message)))] : [message];
}
