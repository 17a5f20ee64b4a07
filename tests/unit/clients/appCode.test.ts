/**
 * The app-code exports parsed by the tree-sitter grammars of their languages (web-tree-sitter with the Swift, Kotlin
 * and Dart grammars built to wasm, @cursorless/tree-sitter-wasms): the palette's SwiftUI and Flutter files and the
 * theme's SwiftUI, Compose and Flutter files, for hostile names. Each must parse without an ERROR or MISSING node,
 * declare no name twice in one scope (Kotlin: one package for both Compose files), and use no keyword of its language
 * as a bare identifier (the grammars accept some, as Dart's does `const class = 1;`, so the names are checked against
 * each language's list too).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { Language, Parser, type Node as SyntaxNode } from 'web-tree-sitter';
import { toFlutter, toSwiftUI } from '../../../src/ui/export/platforms.ts';
import { themeFiles, type ThemeFormatId } from '../../../src/core/theme/export/index.ts';
import { HOSTILE_PALETTE, HOSTILE_THEMES, JAPANESE_PALETTE } from './hostileInputs.ts';

type Lang = 'swift' | 'kotlin' | 'dart';

/**
 * Swift's keywords that need backticks as an identifier (The Swift Programming Language, Lexical Structure: keywords
 * used in declarations, statements, expressions and types, and patterns).
 */
const SWIFT_KEYWORDS = [
  ...'associatedtype borrowing class consuming deinit enum extension fileprivate func import init inout internal let nonisolated open operator precedencegroup private protocol public rethrows static struct subscript typealias var'.split(' '),
  ...'break case catch continue default defer do else fallthrough for guard if in repeat return switch throw where while'.split(' '),
  ...'Any as await false is nil self Self super throws true try _'.split(' '),
];
/** Kotlin's hard keywords (kotlinlang.org/docs/keyword-reference.html), never an identifier without backticks. */
const KOTLIN_KEYWORDS = 'as break class continue do else false for fun if in interface is null object package return super this throw true try typealias typeof val var when while'.split(' ');
/** Dart's reserved words and the contextual await and yield (dart.dev/language/keywords). */
const DART_KEYWORDS = 'assert await break case catch class const continue default do else enum extends false final finally for if in is new null rethrow return super switch this throw true try var void while with yield'.split(' ');
/** Dart's built-in identifiers: valid member names, but no type may be named by one. */
const DART_BUILT_INS = 'abstract as covariant deferred dynamic export extension external factory Function get implements import interface late library mixin operator part required set static typedef'.split(' ');

/** Each language's identifier node types, its keywords, and the node types that open a scope. */
const LANGUAGES: Record<Lang, { identifiers: readonly string[]; keywords: readonly string[]; scopes: readonly string[] }> = {
  swift: { identifiers: ['simple_identifier', 'type_identifier'], keywords: SWIFT_KEYWORDS, scopes: ['source_file', 'class_body', 'enum_class_body', 'protocol_body', 'function_body', 'statements', 'lambda_literal'] },
  kotlin: { identifiers: ['simple_identifier', 'type_identifier'], keywords: KOTLIN_KEYWORDS, scopes: ['source_file', 'class_body', 'enum_class_body', 'primary_constructor', 'function_body', 'statements', 'lambda_literal'] },
  dart: { identifiers: ['identifier', 'type_identifier'], keywords: DART_KEYWORDS, scopes: ['program', 'class_body', 'block', 'function_body', 'formal_parameter_list'] },
};

const parsers = new Map<Lang, Parser>();
beforeAll(async () => {
  await Parser.init();
  for (const lang of Object.keys(LANGUAGES) as Lang[]) {
    const parser = new Parser();
    parser.setLanguage(await Language.load(resolve(`node_modules/@cursorless/tree-sitter-wasms/out/tree-sitter-${lang}.wasm`)));
    parsers.set(lang, parser);
  }
});

/** Returns every node of a tree, depth first. */
function* nodes(node: SyntaxNode): Generator<SyntaxNode> {
  yield node;
  for (const child of node.children) if (child) yield* nodes(child);
}

/** A declared name: what it declares (a type, a value) and the name. */
type Declaration = { readonly kind: 'type' | 'value'; readonly name: string; readonly node: SyntaxNode };

const firstOfType = (node: SyntaxNode | null, type: string): SyntaxNode | undefined => (node ? [...nodes(node)].find((n) => n.type === type) : undefined);

/**
 * Returns the names a node declares. Functions count where a language has no overloading (Dart); Swift and Kotlin
 * overload by parameters, so there only properties, parameters and types count.
 */
function declarations(lang: Lang, node: SyntaxNode): Declaration[] {
  const named = (kind: Declaration['kind'], name: SyntaxNode | null | undefined): Declaration[] => (name ? [{ kind, name: name.text, node: name }] : []);
  if (lang === 'swift') {
    if (node.type === 'property_declaration') return named('value', firstOfType(node.childForFieldName('name'), 'simple_identifier'));
    // An extension names a type it does not declare.
    if (node.type === 'class_declaration' && node.child(0)?.type !== 'extension') return named('type', node.childForFieldName('name'));
    if (node.type === 'enum_entry' || node.type === 'parameter') return named('value', firstOfType(node, 'simple_identifier'));
    return [];
  }
  if (lang === 'kotlin') {
    if (node.type === 'property_declaration') return named('value', firstOfType(node.children.find((c) => c?.type === 'variable_declaration') ?? null, 'simple_identifier'));
    if (node.type === 'class_parameter' || node.type === 'parameter') return named('value', node.children.find((c) => c?.type === 'simple_identifier'));
    if (node.type === 'class_declaration' || node.type === 'object_declaration') return named('type', node.children.find((c) => c?.type === 'type_identifier'));
    return [];
  }
  if (node.type === 'class_definition') return named('type', node.childForFieldName('name'));
  if (node.type === 'static_final_declaration' || node.type === 'initialized_identifier') return named('value', node.children.find((c) => c?.type === 'identifier'));
  if (node.type === 'function_signature' || node.type === 'getter_signature') return named('value', node.childForFieldName('name') ?? node.children.find((c) => c?.type === 'identifier'));
  // `this.x` in a constructor's parameters initialises a field, declaring nothing new.
  if (node.type === 'formal_parameter' && !firstOfType(node, 'constructor_param')) return named('value', [...nodes(node)].filter((n) => n.type === 'identifier').at(-1));
  return [];
}

/** Returns the scope a declaration belongs to: a key naming the nearest enclosing scope node (the package for a Kotlin file's top level). */
function scopeOf(lang: Lang, declaration: SyntaxNode): string {
  const scopes = LANGUAGES[lang].scopes;
  // A class's or function's own name belongs to the scope around it, not to its body.
  let node = declaration.parent;
  while (node && !scopes.includes(node.type)) node = node.parent;
  if (!node) return 'none';
  if (lang === 'kotlin' && node.type === 'source_file') return 'package';
  return `${node.type}@${node.startIndex}`;
}

/** Parses a file and returns its problems: syntax errors, names declared twice in one scope, keywords as identifiers. */
function problems(lang: Lang, files: readonly { path: string; text: string }[]): string[] {
  const { identifiers, keywords } = LANGUAGES[lang];
  const out: string[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const tree = parsers.get(lang)!.parse(file.text)!;
    for (const node of nodes(tree.rootNode)) {
      const where = `${file.path}:${node.startPosition.row + 1}`;
      if (node.isError || node.isMissing) out.push(`${where}: ${node.isError ? 'ERROR' : 'MISSING'} ${node.type} «${node.text.slice(0, 60)}»`);
      // Swift takes any keyword as a member after a dot (`self.init(…)`).
      const member = lang === 'swift' && node.parent?.type === 'navigation_suffix';
      if (identifiers.includes(node.type) && keywords.includes(node.text) && !member) out.push(`${where}: keyword «${node.text}» as an identifier`);
      for (const d of declarations(lang, node)) {
        if (keywords.includes(d.name)) out.push(`${where}: declares the keyword «${d.name}»`);
        if (lang === 'dart' && d.kind === 'type' && DART_BUILT_INS.includes(d.name)) out.push(`${where}: a type named by the built-in identifier «${d.name}»`);
        const key = `${scopeOf(lang, d.node)} ${d.name}`;
        if (seen.has(key)) out.push(`${where}: «${d.name}» declared again in one scope (first at ${seen.get(key)})`);
        else seen.set(key, where);
      }
    }
    tree.delete();
  }
  return out;
}

/** Returns a theme format's files as texts. */
const themeTexts = (id: ThemeFormatId, theme: (typeof HOSTILE_THEMES)[number]) => themeFiles(id, theme).map((f) => ({ path: f.path, text: f.content as string }));

describe('the checker', () => {
  it('finds what it looks for: a syntax error, a name declared twice, a keyword as a name', () => {
    expect(problems('swift', [{ path: 'a.swift', text: 'enum A {\n  static let x = 1\n  static let x = 2\n  static let y: = 3\n}\n' }])).toEqual([
      'a.swift:3: «x» declared again in one scope (first at a.swift:2)',
      expect.stringMatching(/^a\.swift:4: (ERROR|MISSING)/),
    ]);
    expect(problems('dart', [{ path: 'a.dart', text: 'class A {\n  static const class = 1;\n  static const b = 2;\n  static const b = 3;\n}\n' }])).toEqual(
      expect.arrayContaining(['a.dart:2: keyword «class» as an identifier', 'a.dart:4: «b» declared again in one scope (first at a.dart:3)']),
    );
    // Kotlin's two Compose files share one package.
    expect(problems('kotlin', [{ path: 'A.kt', text: 'val primary = 1\n' }, { path: 'B.kt', text: 'val primary = 2\n' }])).toEqual(['B.kt:1: «primary» declared again in one scope (first at A.kt:1)']);
    expect(problems('kotlin', [{ path: 'A.kt', text: 'val typeof = 1\n' }]).length).toBeGreaterThan(0);
  });
});

describe('the palette export', () => {
  it.each([HOSTILE_PALETTE, JAPANESE_PALETTE])('SwiftUI parses as Swift with every name declared once and no keyword ($name)', (input) => {
    const text = toSwiftUI(input);
    expect(problems('swift', [{ path: 'Palette.swift', text }])).toEqual([]);
    // Every colour is declared: the count of `static let` is the colours and `all`.
    expect(text.match(/static let /g)).toHaveLength(input.colors.length + 1);
  });

  it.each([HOSTILE_PALETTE, JAPANESE_PALETTE])('Flutter parses as Dart with every name declared once and no keyword ($name)', (input) => {
    const text = toFlutter(input);
    expect(problems('dart', [{ path: 'palette.dart', text }])).toEqual([]);
    expect(text.match(/static const /g)).toHaveLength(input.colors.length + 1);
  });
});

describe('the theme export', () => {
  const themes = HOSTILE_THEMES.map((theme, i) => [i, theme] as const);

  it.each(themes)('SwiftUI parses as Swift, each name once, no keyword (theme %i)', (_, theme) => {
    expect(problems('swift', themeTexts('swiftui', theme))).toEqual([]);
  });

  it.each(themes)('Compose parses as Kotlin, each name once in the package, no keyword (theme %i)', (_, theme) => {
    const files = themeTexts('compose', theme);
    expect(files.map((f) => f.path)).toEqual(['Color.kt', 'Theme.kt']);
    expect(problems('kotlin', files)).toEqual([]);
  });

  it.each(themes)('Flutter parses as Dart, each name once, no keyword (theme %i)', (_, theme) => {
    expect(problems('dart', themeTexts('flutter', theme))).toEqual([]);
  });
});
