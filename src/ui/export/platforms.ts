import { cssOf } from '../../core/exact/authoredColor';
import { commentName, typeName, uniqueCodeNames } from '../../core/theme/export/names';
import { flutterColor, swiftColor } from '../../core/code/colorAs';
import { alphaOf, alphaToByte } from './authored';
import { commentText, kebabName } from './identifiers';
import type { ExportColor, ExportInput } from './types';

/**
 * A palette as app code: Android's `colors.xml` (read back by src/core/import/parseAndroidColors.ts), a
 * SwiftUI `Color` extension and Flutter constants. Names are the colours' own, in each language's case, unique,
 * never a keyword: the theme exporters' rules (src/core/theme/export/names.ts), so a palette and a theme name alike.
 * SwiftUI and Flutter take a wide colour in Display P3 and a translucent one with its opacity (`platformColor` in
 * src/core/code/colorAs.ts); Android's resources are sRGB, so there a wide colour is its fallback, with its alpha.
 */

/** Returns the palette's colour names as unique identifiers for Swift and Dart, avoiding `taken`. */
const uniqueNames = (input: ExportInput, taken: readonly string[]) => uniqueCodeNames(input.colors.map((c) => c.name), taken);

/** Returns a colour's doc comment: its name and its code, and a wide or translucent colour's exact text. */
const docComment = (c: ExportColor) => [commentText(c.name) || c.code, c.code, ...(c.exact === undefined ? [] : [commentText(c.exact)])].join(' ');

/** The line each file starts with: the palette's name and where it was made. */
const madeWith = (input: ExportInput) => `${commentName(input.name || 'Palette')}: a palette made with Irodori`;

/**
 * Java's keywords and literals. aapt2 writes each resource as a field of R.java and refuses a resource named by one
 * ("invalid symbol name 'app:color/class'"), so such a colour is named with '_color' after it (`class_color`).
 */
const JAVA_KEYWORDS = new Set(
  'abstract assert boolean break byte case catch char class const continue default do double else enum extends false final finally float for goto if implements import instanceof int interface long native new null package private protected public return short static strictfp super switch synchronized this throw throws transient true try void volatile while'.split(' '),
);

/** Returns the palette's colour names as Android resource names: snake case, never a Java keyword, unique ('red', 'red_2'). */
export function androidResourceNames(input: ExportInput): string[] {
  const used = new Set<string>();
  return input.colors.map((c) => {
    const snake = kebabName(c.name).replace(/-/g, '_');
    const base = JAVA_KEYWORDS.has(snake) ? `${snake}_color` : snake;
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}_${n}`;
    used.add(name);
    return name;
  });
}

/**
 * Android `res/values/colors.xml`: a `<color>` resource a colour, `#RRGGBB` (`#AARRGGBB` when translucent), named in
 * snake case (`mountain_meadow`, a Java keyword with '_color' after it); a wide colour's exact text in a comment after
 * its fallback.
 */
export function toAndroidColors(input: ExportInput): string {
  const names = androidResourceNames(input);
  const lines = input.colors.map((c, i) => {
    const alpha = alphaOf(c);
    const value = `#${alpha < 1 ? alphaToByte(alpha).toString(16).padStart(2, '0') : ''}${c.code.slice(1)}`.toUpperCase();
    // An exact text holds no '--' (its grammar has one sign a number), so it cannot end the comment.
    const note = c.exact === undefined ? '' : ` <!-- ${cssOf(c)} -->`;
    return `    <color name="${names[i]}">${value}</color>${note}`;
  });
  return ['<?xml version="1.0" encoding="utf-8"?>', `<!-- ${madeWith(input).replace(/-{2,}/g, '-')} -->`, '<resources>', ...lines, '</resources>', ''].join('\n');
}

/**
 * A SwiftUI `Color` extension: the colours in a namespace (`Color.AutumnPalette.red`), in sRGB from their bytes, a
 * wide colour in Display P3 (`Color(.displayP3, red: …, opacity: …)`).
 */
export function toSwiftUI(input: ExportInput): string {
  const names = uniqueNames(input, ['all']);
  const namespace = `${typeName(input.name, 'Irodori').replace(/Palette$/, '')}Palette`;
  const lines = input.colors.flatMap((c, i) => {
    return [`        /// ${docComment(c)}`, `        static let ${names[i]} = ${swiftColor(c)}`];
  });
  return [
    'import SwiftUI',
    '',
    `// ${madeWith(input)}.`,
    'extension Color {',
    `    enum ${namespace} {`,
    ...lines,
    '',
    '        /// Every colour, in order.',
    `        static let all: [Color] = [${names.join(', ')}]`,
    '    }',
    '}',
    '',
  ].join('\n');
}

/**
 * Flutter constants: a class of `Color(0xFFRRGGBB)` constants (`AutumnPalette.red`) and the list of them all; a wide
 * colour is `Color.from(…, colorSpace: ColorSpace.displayP3)` (Flutter 3.27 and later).
 */
export function toFlutter(input: ExportInput): string {
  // Object's members may not be redeclared, even static.
  const names = uniqueNames(input, ['values', 'hashCode', 'runtimeType', 'toString', 'noSuchMethod']);
  const type = `${typeName(input.name, 'Irodori').replace(/Palette$/, '')}Palette`;
  const lines = input.colors.flatMap((c, i) => [`  /// ${docComment(c)}`, `  static const Color ${names[i]} = ${flutterColor(c)};`]);
  return [
    "import 'package:flutter/material.dart';",
    '',
    `/// ${madeWith(input)}.`,
    `abstract final class ${type} {`,
    ...lines,
    '',
    '  /// Every colour, in order.',
    `  static const List<Color> values = [${names.join(', ')}];`,
    '}',
    '',
  ].join('\n');
}
