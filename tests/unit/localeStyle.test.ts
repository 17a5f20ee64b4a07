import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeFileValues } from '../support/localeValues.ts';

/**
 * The Japanese interface follows one written style, after the JTF 日本語標準スタイルガイド (README, "Japanese
 * style"): full-width （）！？： in Japanese text, no space between Japanese and half-width text (numbers, Latin
 * words, placeholders), and one term per concept. This test checks what a machine can see; wording is left to review.
 */

/** Japanese text: CJK punctuation, kana, kanji and the full-width forms (（）：・ …). */
const JA = '\\u3000-\\u303F\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uFF00-\\uFFEF';
/** Half-width text: printable ASCII, Greek (ΔE, ΔL) and the degree sign. */
const HALF = '\\x21-\\x7E\\u0370-\\u03FF\\u00B0';

/** A chosen term and the variants that name the same concept another way. */
const TERMS: { use: string; not: RegExp }[] = [
  { use: 'ブラウザー', not: /ブラウザ(?!ー)/ },
  // Not the ロール of スクロール or コントロール.
  { use: '役割', not: /(?<![\u30A1-\u30FA\u30FC])ロール/ },
  { use: 'カテゴリー', not: /カテゴリ(?!ー)/ },
  { use: 'カラーコード', not: /色コード/ },
  { use: '一般色覚', not: /通常の色覚/ },
  { use: '読み込む', not: /インポート/ },
  { use: '書き出す', not: /エクスポート/ },
  { use: '画面', not: /ディスプレイ/ },
  { use: '枠線', not: /境界線/ },
  { use: '元の色', not: /オリジナル/ },
  { use: '大きい文字', not: /大きな文字/ },
  { use: 'Escキー', not: /Escape/ },
];

/**
 * Returns the text with what is not Japanese prose put as one Latin letter: placeholders ({{count}}, $t(…)), code
 * calls (rgb(58 123 213), oklch(…)) and CSS pseudo-classes (:root), whose half-width brackets and colons belong to them.
 */
function prose(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, 'X')
    .replace(/\$t\([^)]*\)/g, 'X')
    .replace(/[A-Za-z][\w-]*\([^()]*\)/g, 'X')
    .replace(/(?<![\w}]):[a-z][\w-]*/g, 'X');
}

/** Spaces that may stand next to Japanese: a " / " separator, a Latin list's ", " and a "© 2025 " line. */
function allowedSpace(text: string, at: number): boolean {
  const before = text.slice(0, at);
  return text.startsWith('/ ', at + 1) || before.endsWith(' /') || before.endsWith(',') || /©\s?\d{4}$/.test(before);
}

function spacesAt(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(pattern)].map((match) => match.index).filter((at) => !allowedSpace(text, at));
}

/** Returns what breaks the style in one Japanese text, one short description per problem. */
function styleProblems(text: string): string[] {
  const plain = prose(text);
  const problems: string[] = [];
  // A colon before a digit is a ratio's or a time's (4.5:1, （:1）, 9:41).
  const punctuation = new RegExp(`[${JA}] ?(?:[()!?]|:(?!\\d))|[()!?] ?[${JA}]|:(?!\\d) ?[${JA}]`, 'g');
  for (const match of plain.matchAll(punctuation)) problems.push(`half-width punctuation in Japanese: 「${match[0]}」`);
  const counter = new RegExp(`(?<=[0-9X%°]) (?=[${JA}])`, 'g');
  for (const at of spacesAt(plain, counter)) problems.push(`space between a number and Japanese: 「${plain.slice(Math.max(0, at - 4), at + 3)}」`);
  const latin = new RegExp(`(?<=[${JA}]) (?=[${HALF}])|(?<=[${HALF}]) (?=[${JA}])`, 'g');
  for (const at of spacesAt(plain, latin)) {
    if (/[0-9X%°]/.test(plain[at - 1] ?? '') && new RegExp(`[${JA}]`).test(plain[at + 1] ?? '')) continue;
    problems.push(`space between Japanese and half-width text: 「${plain.slice(Math.max(0, at - 4), at + 5)}」`);
  }
  if (/[Ａ-Ｚａ-ｚ０-９]/.test(text)) problems.push('full-width letters or digits');
  for (const { use, not } of TERMS) if (not.test(text)) problems.push(`write ${use}, not ${not.exec(text)?.[0] ?? ''}`);
  return problems;
}

const root = join(import.meta.dirname, '../../locales/ja');

/** Returns 'key: problem — text' for each break of the style in a Japanese translation file. */
function fileProblems(file: string): string[] {
  return localeFileValues(root, file).flatMap(([path, text]) =>
    styleProblems(text).map((problem) => `${path}: ${problem} — ${text}`),
  );
}

describe('Japanese style', () => {
  const files = readdirSync(root).filter((file) => file.endsWith('.json')).sort();

  it('finds each kind of break when there is one (the check itself)', () => {
    const broken = [
      'P型(1型)',
      '3:1(図形)',
      'このパレットを削除してもよろしいですか?',
      'ヒント:色を開く',
      '227 色',
      '{{count}} 件のパレット',
      '色相 {{hue}}°',
      'WCAG 2 の基準',
      'sRGB の範囲外',
      '{{code}} をコピー',
      '２色',
      'このブラウザに保存',
      'ロールを戻す',
      'カテゴリ別',
    ];
    for (const text of broken) expect(styleProblems(text), text).not.toEqual([]);
  });

  it('passes what the style allows (the check itself)', () => {
    const fine = [
      '4.5:1（文字）',
      '227色',
      '{{count}}件のパレット',
      'WCAG 2の基準',
      'Ctrl/⌘ + Zで元に戻せます',
      'カラーコード、CSSの色（tomato、rgb()、oklch(0.7 0.15 200)）',
      'ライトの値を:rootと[data-theme="light"]に',
      'WCAG 2のコントラスト比（:1）',
      '文字色 / 背景色',
      '{{name}}の色, {{name}}, カラーコード',
      '© 2025 つむぎ株式会社',
      'ブラウザーの中で、使われている役割をスクロールとコントロールで',
      'Tableau (.tps)',
    ];
    for (const text of fine) expect(styleProblems(text), text).toEqual([]);
  });

  for (const file of files) {
    it(`locales/ja/${file} follows the Japanese style`, () => {
      expect(fileProblems(file)).toEqual([]);
    });
  }
});
