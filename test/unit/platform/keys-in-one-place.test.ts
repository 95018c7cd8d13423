import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/data-model.md: every key is built in functions/src/data/keys.ts; repositories use `keys`, never a literal.
const REPOSITORIES = join(import.meta.dirname, '../../../functions/src/data/repositories');

/** A quoted uppercase word, or a quoted/template string starting with `WORD#`: what a key literal looks like. */
const KEY_LITERAL = /(['"`])[A-Z][A-Z0-9_]*(#[^'"`]*)?\1|`[A-Z][A-Z0-9_]*#/g;

/** Quoted uppercase strings that are not keys, with the reason. */
const NOT_KEYS: Record<string, string> = {
  "'PK'": 'attribute name of the base table key',
  "'SK'": 'attribute name of the base table key',
  "'ALL_NEW'": 'DynamoDB ReturnValues option',
  "'ALL_OLD'": 'DynamoDB ReturnValues option',
  "'COUNT'": 'DynamoDB Select option',
  "'NULL'": 'DynamoDB attribute_type name',
  "'S'": 'DynamoDB attribute_type name (string)',
};

function code(source: string): string {
  // Comments may name key shapes (they document them); only code must not build them.
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

describe('keys in one place', () => {
  it('no repository writes a key literal', () => {
    const offences = readdirSync(REPOSITORIES)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) =>
        [...code(readFileSync(join(REPOSITORIES, name), 'utf8')).matchAll(KEY_LITERAL)]
          .map((match) => match[0])
          .filter(
            (literal) =>
              !/^'GSI\d+(PK|SK)?'$/.test(literal) /* index and its key attribute names */ &&
              !(literal in NOT_KEYS),
          )
          .map((literal) => `${name}: ${literal}`),
      );
    expect(offences).toEqual([]);
  });

  it('the guard catches a key literal', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of repository source, template literal included
    const sample = "queryIndex('GSI2', 'LEAD'); x(`AGENT#${id}`); p('LEAD#')";
    expect([...code(sample).matchAll(KEY_LITERAL)].map((m) => m[0])).toEqual([
      "'GSI2'",
      "'LEAD'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal the guard must report
      '`AGENT#${id}`',
      "'LEAD#'",
    ]);
  });
});
